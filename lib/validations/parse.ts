import type { z } from 'zod';
import { ApiError, type ApiErrorCode } from '@/lib/http/api-error';

const englishMessages: Partial<Record<ApiErrorCode, string>> = {
  invalidEmail: 'Enter a valid email address.',
  weakPassword: 'The password must be at least 8 characters long.',
  passwordTooLong: 'The password must be at most 128 characters long.',
  passwordMismatch: 'The two passwords do not match.',
  invalidUsername: 'The username must be 2 to 40 characters long.',
  invalidCredentials: 'The email address or password is incorrect.',
  wrongCurrentPassword: 'The current password is incorrect.',
  tooManyRecipients: 'Send to at most 500 different addresses at once.',
  invalidImage: 'Send a PNG, JPEG or WebP image of at most 2 MB.',
  invalidResetToken: 'This reset link is invalid or has expired.',
};

/** Parses input with a schema; a failure is a 400 naming each bad field with its error code. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, status = 400): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= issue.message in englishMessages ? issue.message : 'invalidInput';
  }
  const code = (Object.values(fields)[0] ?? 'invalidInput') as ApiErrorCode;
  const message = englishMessages[code] ?? `Invalid input: ${Object.keys(fields).join(', ')}.`;
  throw new ApiError(status, code, message, { fields });
}
