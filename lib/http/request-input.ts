import 'server-only';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { inputError } from './input-error';
import { readLimitedBytes } from './read-body';

/**
 * Reads a multipart/form-data body of at most `maxBytes` (counted while reading, so an oversized
 * upload is refused before it is buffered whole) and parses its fields, text and files, with a
 * schema (400 when they do not fit, a field given twice included).
 */
export async function readMultipart<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number,
  tooLarge = () => new ApiError(413, 'invalidImage', 'The request body is too large.'),
): Promise<z.output<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes('multipart/form-data')) throw new ApiError(400, 'invalidInput', 'Send multipart/form-data.');
  const body = await readLimitedBytes(request, maxBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'invalidInput', 'The multipart body could not be read.');
  }
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form.entries()) {
    if (name in fields)
      throw new ApiError(400, 'invalidInput', `The field ${name} is given twice.`, { fields: { [name]: 'invalidInput' } });
    fields[name] = value;
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw inputError(parsed.error);
  return parsed.data;
}
