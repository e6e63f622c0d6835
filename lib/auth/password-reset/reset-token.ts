import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_LIFETIME_MINUTES = 60;

/** 256 random bits: unguessable, so the link alone proves the reader got the mail. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a copy of the database does not reset anyone's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
