import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '@/lib/db/client';
import { countActiveAdmins } from '@/lib/db/queries/admin-users';
import { findUserById } from '@/lib/db/queries/users';
import type { Database, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { AdminActor } from '@/lib/audit/record-audit';

export async function findTargetUser(id: string, trx: Kysely<Database>): Promise<UserRow> {
  const user = await findUserById(id, trx);
  if (!user) throw new ApiError(404, 'notFound', 'No user has this id.');
  return user;
}

/**
 * Refuses to take administrator rights away (ban, delete, demote) from the actor themselves or
 * from the last administrator who can still log in, so the site always keeps one.
 */
export async function assertMayRemoveAdmin(actor: AdminActor, target: UserRow, trx: Kysely<Database>): Promise<void> {
  if (target.id === actor.id) throw new ApiError(409, 'selfAction', 'You cannot ban, delete or demote your own account.');
  if (target.role !== 'admin' || Number(target.banned) === 1) return;
  const remaining = (await countActiveAdmins(trx, database().engine === 'postgres')) - 1;
  if (remaining < 1) throw new ApiError(409, 'lastAdmin', 'The last administrator cannot be removed.');
}
