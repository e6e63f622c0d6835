import 'server-only';
import type { z } from 'zod';
import { ApiError, type ApiErrorCode } from './api-error';

/** Codes a schema may use as its message; the client translates them (messages AuthErrors.*). */
const fieldCodes: Partial<Record<ApiErrorCode, string>> = {
  invalidEmail: 'Enter a valid email address.',
  weakPassword: 'The password must be at least 8 characters long.',
  passwordTooLong: 'The password must be at most 128 characters long.',
  passwordMismatch: 'The two passwords do not match.',
  invalidUsername: 'The username must be 2 to 40 characters long.',
  invalidCredentials: 'The email address or password is incorrect.',
  wrongCurrentPassword: 'The current password is incorrect.',
  currentPasswordRequired: 'Enter the current password to change the email address.',
  tooManyRecipients: 'Send to at most 500 different addresses at once.',
  invalidImage: 'Send a PNG, JPEG or WebP image of at most 2 MB.',
  invalidResetToken: 'This reset link is invalid or has expired.',
  invalidFootLength: 'Enter a foot length between 80 and 360 mm.',
  footLengthRequired: 'Enter a foot length or a brand size that fits.',
  footLengthOutOfRange: 'This foot length is outside the sizes of the chosen gender.',
  fitNotOnChart: 'This size is not on the brand’s chart for the chosen gender.',
};

const isFieldCode = (message: string): message is ApiErrorCode => message in fieldCodes;

/** The one field the client gets told about, for inputs the handler itself refuses. */
export function fieldError(field: string, code: ApiErrorCode & keyof typeof fieldCodes): ApiError {
  return new ApiError(400, code, fieldCodes[code] ?? code, { fields: { [field]: code }, parameter: field });
}

/**
 * A zod failure as a 400: every bad field with its code (the schema's own code where it has one,
 * else invalidInput), the first bad parameter, and the allowed values where the schema has a fixed set.
 */
export function inputError(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    fields[issue.path.join('.') || '_'] ??= isFieldCode(issue.message) ? issue.message : 'invalidInput';
  }
  const first = error.issues[0];
  const parameter = first?.path.length ? String(first.path[0]) : undefined;
  const code: ApiErrorCode = first && isFieldCode(first.message) ? first.message : 'invalidInput';
  const message = fieldCodes[code] ?? first?.message ?? 'Invalid input.';
  const allowed = first?.code === 'invalid_value' ? first.values.map(String) : undefined;
  return new ApiError(400, code, message, { fields, ...(parameter && { parameter }), ...(allowed && { allowed }) });
}
