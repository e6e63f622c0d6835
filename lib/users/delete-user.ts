import 'server-only';
import { recordAudit, type AdminActor } from '@/lib/admin/audit/record-audit';
import { writeTransaction } from '@/lib/db/client';
import { deleteUserRow } from '@/lib/db/queries/users';
import { assertMayRemoveAdmin, findTargetUser } from './admin-guards';

/**
 * Deletes an account with its picture, notifications and reset links (the foreign keys cascade).
 * Its tokens stop working at once, since every request re-reads the user.
 */
export async function deleteUser(actor: AdminActor, userId: string): Promise<void> {
  await writeTransaction(async (trx) => {
    const target = await findTargetUser(userId, trx);
    await assertMayRemoveAdmin(actor, target, trx, 'user.delete');
    await deleteUserRow(target.id, trx);
    await recordAudit(
      {
        actor,
        action: 'user.delete',
        target: { id: target.id, label: target.email },
        details: { username: target.username, role: target.role },
      },
      trx,
    );
  });
}
