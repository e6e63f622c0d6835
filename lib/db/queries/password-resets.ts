import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { Database, PasswordResetsTable } from '../schema';

export async function insertPasswordReset(row: PasswordResetsTable): Promise<void> {
  await database().db.insertInto('password_resets').values(row).execute();
}

/**
 * Claims an unused, unexpired reset in one statement, so that two requests with the same token
 * cannot both succeed. Returns the user it belongs to, or undefined.
 */
export async function claimPasswordReset(tokenHash: string, now: string, executor: Kysely<Database>): Promise<string | undefined> {
  const row = await executor
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** A new password makes every other outstanding link for that user useless. */
export async function deletePasswordResetsFor(userId: string, executor: Kysely<Database>): Promise<void> {
  await executor.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

export async function deleteExpiredPasswordResets(now: string): Promise<void> {
  await database().db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
}
