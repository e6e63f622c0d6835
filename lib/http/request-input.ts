import type { UserRow } from '@/lib/db/schema';
import type { AdminActor } from '@/lib/audit/record-audit';
import { ApiError } from './api-error';
import { readLimitedBody } from '@/lib/uploads/read-limited';
import { clientIp } from './client-ip';

/** The query string as a plain object, for a zod schema to check. */
export function readQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The administrator behind a request, as the audit log records them. */
export function adminActor(request: Request, user: UserRow): AdminActor {
  return { id: user.id, email: user.email, ip: clientIp(request) };
}

/**
 * Reads a multipart/form-data body of at most `maxBytes`: text fields as strings, files as Blobs.
 * The size is checked while reading, so an oversized upload is refused before it is buffered whole.
 */
export async function readMultipart(request: Request, maxBytes: number): Promise<Record<string, string | Blob>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) throw new ApiError(400, 'invalidInput', 'Send multipart/form-data.');
  const body = await readLimitedBody(request, maxBytes, () => new ApiError(413, 'invalidImage', 'The request body is too large.'));
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'invalidInput', 'The multipart body could not be read.');
  }
  const fields: Record<string, string | Blob> = {};
  for (const [name, value] of form.entries()) {
    if (name in fields) throw new ApiError(400, 'invalidInput', `The field ${name} is given twice.`, { fields: { [name]: 'invalidInput' } });
    fields[name] = value;
  }
  return fields;
}
