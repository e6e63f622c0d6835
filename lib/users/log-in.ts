import 'server-only';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '@/lib/auth/password';
import { assertAccountNotLocked, clearFailedLogins, recordFailedLogin } from '@/lib/auth/rate-limit';
import { issueToken } from '@/lib/auth/tokens';
import { findUserByEmail, updateUser } from '@/lib/db/queries/users';
import { ApiError } from '@/lib/http/api-error';
import { accountBanned } from './errors';

const invalidCredentials = () => new ApiError(401, 'invalidCredentials', 'The email address or password is incorrect.');

/**
 * Checks an email and password and returns a fresh token. Unknown email and wrong password look
 * the same from outside: same status, same message, and the same Argon2 work. The per-account
 * lockout lives here because it needs the email; per-address windows are the route's `rateLimit`.
 */
export async function logIn(email: string, password: string): Promise<string> {
  const subject = email.trim().toLowerCase();
  await assertAccountNotLocked(subject);

  const user = subject ? await findUserByEmail(subject) : undefined;
  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await recordFailedLogin(subject);
    throw invalidCredentials();
  }
  await clearFailedLogins(subject);
  if (user.banned) throw accountBanned(user.ban_reason);
  if (needsRehash(user.password_hash)) {
    await updateUser(user.id, { password_hash: await hashPassword(password), updated_at: new Date().toISOString() });
  }
  return issueToken({ id: user.id, role: user.role, tokenVersion: user.token_version });
}
