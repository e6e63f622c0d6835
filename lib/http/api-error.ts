/** Error codes the client translates (messages AuthErrors.*); the message is the English fallback. */
export type ApiErrorCode =
  | 'invalidCredentials'
  | 'banned'
  | 'tooManyAttempts'
  | 'emailTaken'
  | 'weakPassword'
  | 'passwordTooLong'
  | 'passwordMismatch'
  | 'invalidEmail'
  | 'invalidUsername'
  | 'wrongCurrentPassword'
  | 'invalidImage'
  | 'invalidInput'
  | 'sessionExpired'
  | 'forbidden'
  | 'notFound'
  | 'unavailable'
  | 'selfAction'
  | 'lastAdmin'
  | 'tooManyRecipients'
  | 'mailFailed'
  | 'invalidResetToken'
  | 'generic';

/** An expected failure with its HTTP status; anything else thrown is a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function apiErrorResponse(error: ApiError): Response {
  return Response.json(
    { error: { code: error.code, message: error.message, ...error.details } },
    { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } },
  );
}
