import 'server-only';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import {
  clearPasswordGuesses,
  currentPasswordLockout,
  emailChangePolicy,
  enforceWindow,
  reservePasswordGuess,
} from '@/lib/auth/rate-limit';
import { issueToken } from '@/lib/auth/tokens';
import { writeTransaction } from '@/lib/db/client';
import { findUserByEmail, findUserById, raiseTokenVersion, updateUser } from '@/lib/db/queries/users';
import type { UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { logSecurityEvent, type SecurityEventName } from '@/lib/security-log';
import { emailTaken } from './errors';
import { isUniqueViolation } from './sign-up';
import { toUserProfile, type UserProfile } from './user-dto';

const wrongCurrentPassword = () =>
  new ApiError(400, 'wrongCurrentPassword', 'The current password is incorrect.', { fields: { currentPassword: 'wrongCurrentPassword' } });

/**
 * Checks the current password for a change to the account, limited and locked like login (per
 * account): a stolen token must not become a way to find the password. Logs the outcome.
 */
async function confirmCurrentPassword(user: UserRow, password: string, event: SecurityEventName, ip: string): Promise<void> {
  const audit = { event, ip, account: user.id };
  await reservePasswordGuess(currentPasswordLockout, user.id, () => logSecurityEvent({ ...audit, outcome: 'locked' }));
  if (!(await verifyPassword(user.password_hash, password))) {
    logSecurityEvent({ ...audit, outcome: 'failure' });
    throw wrongCurrentPassword();
  }
  await clearPasswordGuesses(currentPasswordLockout, user.id);
}

export type ProfileChanges = { username?: string; email?: string; currentPassword?: string };

/**
 * Changes the username and/or email. A new email address (not just its case) needs the current
 * password, and email changes are counted per account, so a "taken" answer cannot be used to test
 * addresses at speed.
 */
export async function updateProfile(user: UserRow, changes: ProfileChanges, ip: string): Promise<UserProfile> {
  const newEmail = changes.email !== undefined && changes.email.toLowerCase() !== user.email_lower ? changes.email : undefined;
  if (newEmail !== undefined) {
    if (!changes.currentPassword) {
      throw new ApiError(400, 'currentPasswordRequired', 'Enter the current password to change the email address.', {
        fields: { currentPassword: 'currentPasswordRequired' },
      });
    }
    await enforceWindow(emailChangePolicy, user.id);
    await confirmCurrentPassword(user, changes.currentPassword, 'email-change', ip);
  }
  const now = new Date().toISOString();
  try {
    const updated = await writeTransaction(async (trx) => {
      if (newEmail !== undefined) {
        const owner = await findUserByEmail(newEmail, trx);
        if (owner && owner.id !== user.id) throw emailTaken();
      }
      await updateUser(
        user.id,
        {
          ...(changes.username !== undefined && { username: changes.username }),
          ...(changes.email !== undefined && { email: changes.email, email_lower: changes.email.toLowerCase() }),
          updated_at: now,
        },
        trx,
      );
      return findUserById(user.id, trx);
    });
    if (newEmail !== undefined) logSecurityEvent({ event: 'email-change', outcome: 'success', ip, account: user.id });
    return toUserProfile(updated!);
  } catch (error) {
    if (newEmail !== undefined) logSecurityEvent({ event: 'email-change', outcome: 'refused', ip, account: user.id });
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Changes the password after checking the current one; every other session is logged out. */
export async function changePassword(user: UserRow, currentPassword: string, newPassword: string, ip: string): Promise<string> {
  await confirmCurrentPassword(user, currentPassword, 'password-change', ip);
  const passwordHash = await hashPassword(newPassword);
  const updated = await writeTransaction(async (trx) => {
    await updateUser(user.id, { password_hash: passwordHash, updated_at: new Date().toISOString() }, trx);
    await raiseTokenVersion(user.id, new Date().toISOString(), trx);
    return findUserById(user.id, trx);
  });
  logSecurityEvent({ event: 'password-change', outcome: 'success', ip, account: user.id });
  return issueToken({ id: updated!.id, role: updated!.role, tokenVersion: updated!.token_version });
}

/** Revokes every token the user holds, this one included. */
export async function logOutEverywhere(user: UserRow, ip: string): Promise<void> {
  await raiseTokenVersion(user.id, new Date().toISOString());
  logSecurityEvent({ event: 'logout-all', outcome: 'success', ip, account: user.id });
}
