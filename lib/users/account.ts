import 'server-only';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { issueToken } from '@/lib/auth/tokens';
import { writeTransaction } from '@/lib/db/client';
import { findUserByEmail, findUserById, raiseTokenVersion, updateUser } from '@/lib/db/queries/users';
import type { UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { emailTaken } from './errors';
import { isUniqueViolation } from './sign-up';
import { toUserProfile, type UserProfile } from './user-dto';

export async function updateProfile(user: UserRow, changes: { username?: string; email?: string }): Promise<UserProfile> {
  const now = new Date().toISOString();
  try {
    const updated = await writeTransaction(async (trx) => {
      if (changes.email !== undefined && changes.email.toLowerCase() !== user.email_lower) {
        const owner = await findUserByEmail(changes.email, trx);
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
    return toUserProfile(updated!);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Changes the password after checking the current one; every other session is logged out. */
export async function changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<string> {
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new ApiError(400, 'wrongCurrentPassword', 'The current password is incorrect.', { fields: { currentPassword: 'wrongCurrentPassword' } });
  }
  const passwordHash = await hashPassword(newPassword);
  const updated = await writeTransaction(async (trx) => {
    await updateUser(user.id, { password_hash: passwordHash, updated_at: new Date().toISOString() }, trx);
    await raiseTokenVersion(user.id, new Date().toISOString(), trx);
    return findUserById(user.id, trx);
  });
  return issueToken({ id: updated!.id, role: updated!.role, tokenVersion: updated!.token_version });
}

/** Revokes every token the user holds, this one included. */
export async function logOutEverywhere(user: UserRow): Promise<void> {
  await raiseTokenVersion(user.id, new Date().toISOString());
}
