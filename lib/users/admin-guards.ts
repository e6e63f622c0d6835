import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '@/lib/db/client';
import { countActiveAdmins } from '@/lib/db/queries/admin-users';
import { findUserById } from '@/lib/db/queries/users';
import type { Database, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { AdminActor, AuditAction } from '@/lib/admin/audit/record-audit';
import { logAdminAction } from '@/lib/security-log';

export async function findTargetUser(id: string, trx: Kysely<Database>): Promise<UserRow> {
  const user = await findUserById(id, trx);
  if (!user) throw new ApiError(404, 'notFound', 'No user has this id.');
  return user;
}

/**
 * Refuses to take administrator rights away (ban, delete, demote) from the actor themselves or
 * from the last administrator who can still log in, so the site always keeps one. A refusal is
 * written to the security log: an admin trying it may be someone else holding their session.
 */
export async function assertMayRemoveAdmin(actor: AdminActor, target: UserRow, trx: Kysely<Database>, action: AuditAction): Promise<void> {
  const refuse = (error: ApiError) => {
    logAdminAction({ ip: actor.ip, actor: actor.id, action, target: target.id, outcome: 'refused', reason: error.code });
    return error;
  };
  if (target.id === actor.id) throw refuse(new ApiError(409, 'selfAction', 'You cannot ban, delete or demote your own account.'));
  if (target.role !== 'admin' || Number(target.banned) === 1) return;
  const remaining = (await countActiveAdmins(trx, database().engine === 'postgres')) - 1;
  if (remaining < 1) throw refuse(new ApiError(409, 'lastAdmin', 'The last administrator cannot be removed.'));
}
