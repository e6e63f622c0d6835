import 'server-only';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '@/lib/auth/password';
import { clearPasswordGuesses, loginLockout, reservePasswordGuess } from '@/lib/auth/rate-limit';
import { issueToken } from '@/lib/auth/tokens';
import { findUserByEmail, updateUser } from '@/lib/db/queries/users';
import { ApiError } from '@/lib/http/api-error';
import { logSecurityEvent, type SecurityOutcome } from '@/lib/security-log';
import { accountBanned } from './errors';

const invalidCredentials = () => new ApiError(401, 'invalidCredentials', 'The email address or password is incorrect.');

/**
 * Checks an email and password and returns a fresh token. Unknown email and wrong password look
 * the same from outside: same status, same message, and the same Argon2 work. The per-account
 * lockout lives here because it needs the email; per-address windows are the route's `rateLimit`.
 */
export async function logIn(email: string, password: string, clientIp: string): Promise<string> {
  const subject = email.trim().toLowerCase();
  const audit = (outcome: SecurityOutcome) => logSecurityEvent({ event: 'login', outcome, ip: clientIp, account: subject });
  await reservePasswordGuess(loginLockout, subject, () => audit('locked'));

  const user = subject ? await findUserByEmail(subject) : undefined;
  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    audit('failure');
    throw invalidCredentials();
  }
  await clearPasswordGuesses(loginLockout, subject);
  if (user.banned) {
    audit('refused');
    throw accountBanned(user.ban_reason);
  }
  if (needsRehash(user.password_hash)) {
    await updateUser(user.id, { password_hash: await hashPassword(password), updated_at: new Date().toISOString() });
  }
  audit('success');
  return issueToken({ id: user.id, role: user.role, tokenVersion: user.token_version });
}
