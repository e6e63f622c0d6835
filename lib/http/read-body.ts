import 'server-only';
import { ApiError } from './api-error';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const bodyTooLarge = () => new ApiError(413, 'bodyTooLarge', 'The request body is too large.');

/**
 * Reads a request body through a byte limit that counts bytes as they arrive and stops reading at
 * the limit, whatever Content-Length says (a chunked body has none, and a header can lie).
 */
export async function readLimitedBytes(request: Request, maxBytes: number, tooLarge: () => ApiError = bodyTooLarge): Promise<Buffer> {
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
      // Cancelling without awaiting: a sender that never finishes must not hold up the 413.
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const notAnObject = () => new ApiError(400, 'invalidInput', 'Send a JSON object (Content-Type: application/json).');

function formFields(entries: Iterable<[string, FormDataEntryValue | string]>): Record<string, unknown> {
  return Object.fromEntries([...entries].filter(([, value]) => typeof value === 'string'));
}

/** Reads a JSON object or a form through the byte limit; anything else, or malformed, is a 400. */
export async function readBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const header = request.headers.get('content-type') ?? '';
  const type = header.toLowerCase();
  const isJson = type.includes('application/json');
  const isUrlEncoded = type.includes('application/x-www-form-urlencoded');
  const isMultipart = type.includes('multipart/form-data');
  if (!isJson && !isUrlEncoded && !isMultipart) throw notAnObject();
  const bytes = await readLimitedBytes(request, maxBytes);
  if (isUrlEncoded) return formFields(new URLSearchParams(bytes.toString('utf8')));
  if (isMultipart) {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': header } }).formData().catch(() => {
      throw notAnObject();
    });
    return formFields(form.entries());
  }
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw notAnObject();
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw notAnObject();
  return body as Record<string, unknown>;
}
