import 'server-only';
import { recordAudit, type AdminActor } from '@/lib/admin/audit/record-audit';
import { writeTransaction } from '@/lib/db/client';
import { findUserById, raiseTokenVersion, updateUser } from '@/lib/db/queries/users';
import { ApiError } from '@/lib/http/api-error';
import { toAdminUser, type AdminUser } from './admin-user-dto';
import { assertMayRemoveAdmin, findTargetUser } from './admin-guards';

/** Bans a user at once: every token they hold stops working, and they cannot log in again. */
export async function banUser(actor: AdminActor, input: { userId: string; reason: string }): Promise<AdminUser> {
  return writeTransaction(async (trx) => {
    const target = await findTargetUser(input.userId, trx);
    await assertMayRemoveAdmin(actor, target, trx, 'user.ban');
    const now = new Date().toISOString();
    await updateUser(target.id, { banned: 1, ban_reason: input.reason, updated_at: now }, trx);
    await raiseTokenVersion(target.id, now, trx);
    await recordAudit(
      { actor, action: 'user.ban', target: { id: target.id, label: target.email }, details: { reason: input.reason } },
      trx,
    );
    return toAdminUser((await findUserById(target.id, trx))!);
  });
}

/** Lifts a ban. Tokens revoked by the ban stay revoked: the user logs in again. */
export async function unbanUser(actor: AdminActor, input: { userId: string }): Promise<AdminUser> {
  return writeTransaction(async (trx) => {
    const target = await findTargetUser(input.userId, trx);
    if (target.id === actor.id) throw new ApiError(409, 'selfAction', 'You cannot change your own ban.');
    await updateUser(target.id, { banned: 0, ban_reason: null, updated_at: new Date().toISOString() }, trx);
    await recordAudit({ actor, action: 'user.unban', target: { id: target.id, label: target.email } }, trx);
    return toAdminUser((await findUserById(target.id, trx))!);
  });
}
