import { ApiError } from '@/lib/http/api-error';

/** Reads a request body, refusing it as soon as it passes `maxBytes` rather than buffering it all. */
export async function readLimitedBody(request: Request, maxBytes: number, tooLarge: () => ApiError): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
