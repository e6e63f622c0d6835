import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import { clearPasswordGuesses, loginLockout, type WindowPolicy } from '@/lib/auth/rate-limit';
import { writeTransaction } from '@/lib/db/client';
import { claimPasswordReset, deletePasswordResetsFor } from '@/lib/db/queries/password-resets';
import { findUserById, raiseTokenVersion, updateUser } from '@/lib/db/queries/users';
import { ApiError } from '@/lib/http/api-error';
import { logSecurityEvent } from '@/lib/security-log';
import { hashResetToken } from './reset-token';

export const resetConfirmIpPolicy: WindowPolicy = { name: 'reset-confirm-ip', limit: 20, windowMs: 60 * 60_000 };

const invalidToken = () =>
  new ApiError(400, 'invalidResetToken', 'This reset link is invalid or has expired.', { fields: { token: 'invalidResetToken' } });

/** Sets a new password with a valid link, uses the link up, and logs out every session of the user. */
export async function confirmPasswordReset(input: { token: string; password: string }, ip: string): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const { id, email } = await writeTransaction(async (trx) => {
    const userId = await claimPasswordReset(hashResetToken(input.token), now, trx);
    const user = userId ? await findUserById(userId, trx) : undefined;
    if (!user) {
      logSecurityEvent({ event: 'password-reset', outcome: 'failure', ip, account: '', reason: 'invalidResetToken' });
      throw invalidToken();
    }
    await updateUser(user.id, { password_hash: passwordHash, updated_at: now }, trx);
    await raiseTokenVersion(user.id, now, trx);
    await deletePasswordResetsFor(user.id, trx);
    return { id: user.id, email: user.email_lower };
  });
  logSecurityEvent({ event: 'password-reset', outcome: 'success', ip, account: id });
  // Whoever reset the password holds the mailbox: the failed-login lock no longer protects anything.
  await clearPasswordGuesses(loginLockout, email);
}
