import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordAudit, type AdminActor } from '@/lib/admin/audit/record-audit';
import { writeTransaction } from '@/lib/db/client';
import { insertNotification } from '@/lib/db/queries/notifications';
import { findUserByEmail, findUserById, updateUser } from '@/lib/db/queries/users';
import { ApiError } from '@/lib/http/api-error';
import { encodeProfileImage } from '@/lib/media/encode-profile-image';
import type { UpdateUserFields } from '@/lib/validations/admin';
import { toAdminUser, type AdminUser } from './admin-user-dto';
import { assertMayRemoveAdmin, findTargetUser } from './admin-guards';
import { storeProfileImage } from './profile-image';
import { isUniqueViolation } from './sign-up';

const emailTaken = () =>
  new ApiError(409, 'emailTaken', 'An account with this email address already exists.', { fields: { email: 'emailTaken' } });

/**
 * An administrator's edit of another account (or their own, short of demoting themselves). The
 * user gets an `edit_user` notification naming what changed.
 */
export async function updateUserAsAdmin(actor: AdminActor, fields: UpdateUserFields, profileImage?: Blob): Promise<AdminUser> {
  // Decode and re-encode before taking the write lock: it is the slow part.
  const encoded =
    profileImage && profileImage.size > 0 ? await encodeProfileImage(Buffer.from(await profileImage.arrayBuffer())) : undefined;
  try {
    return await writeTransaction(async (trx) => {
      const target = await findTargetUser(fields.userId, trx);
      if (target.role === 'admin' && fields.role !== 'admin') await assertMayRemoveAdmin(actor, target, trx, 'user.update');
      const changed: string[] = [];
      if (fields.username !== target.username) changed.push('username');
      if (fields.email !== target.email) changed.push('email');
      if (fields.role !== target.role) changed.push('role');
      if (fields.email.toLowerCase() !== target.email_lower) {
        const owner = await findUserByEmail(fields.email, trx);
        if (owner && owner.id !== target.id) throw emailTaken();
      }
      const now = new Date().toISOString();
      await updateUser(
        target.id,
        { username: fields.username, email: fields.email, email_lower: fields.email.toLowerCase(), role: fields.role, updated_at: now },
        trx,
      );
      if (encoded) {
        await storeProfileImage(target.id, encoded, now, trx);
        changed.push('profileImage');
      }
      await insertNotification(
        {
          id: randomUUID(),
          recipient_user_id: target.id,
          sender_user_id: actor.id,
          type: 'edit_user',
          message: changed.join(','),
          created_at: now,
          read_at: null,
        },
        trx,
      );
      await recordAudit({ actor, action: 'user.update', target: { id: target.id, label: target.email }, details: { changed } }, trx);
      return toAdminUser((await findUserById(target.id, trx))!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
