// Kept apart from password.ts so that client forms can import the limits without the hashing code.
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused rather than silently truncated. */
export const PASSWORD_MAX_LENGTH = 128;
