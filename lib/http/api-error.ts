import 'server-only';

/**
 * Error codes of every JSON API. The accounts codes are translated by the client (messages
 * AuthErrors.*); the conversion codes are the engine's error ids in camelCase.
 */
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
  | 'currentPasswordRequired'
  | 'invalidImage'
  | 'invalidInput'
  | 'bodyTooLarge'
  | 'sessionExpired'
  | 'forbidden'
  | 'notFound'
  | 'unavailable'
  | 'storageFull'
  | 'selfAction'
  | 'lastAdmin'
  | 'tooManyRecipients'
  | 'mailFailed'
  | 'invalidResetToken'
  | 'generic'
  | 'invalidApiKey'
  | 'invalidFootLength'
  | 'footLengthRequired'
  | 'footLengthOutOfRange'
  | 'fitNotOnChart'
  | ConversionErrorCode;

export type ConversionErrorCode =
  | 'unknownGender'
  | 'unknownSystem'
  | 'unknownBrand'
  | 'unknownCountry'
  | 'unknownConvention'
  | 'malformedSize'
  | 'malformedFootLength'
  | 'outOfRange'
  | 'ambiguousSize'
  | 'notOnChart';

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

  /** The one error body of every endpoint: `{ error: { code, message, ...details } }`. */
  toBody(): { error: { code: ApiErrorCode; message: string; [detail: string]: unknown } } {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}
