import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { Database, NotificationsTable } from '../schema';

export async function insertNotification(row: NotificationsTable, executor: Kysely<Database> = database().db): Promise<void> {
  await executor.insertInto('notifications').values(row).execute();
}

/** Marks the given notifications (or, without ids, all of them) read; only the recipient's own. */
export async function markNotificationsRead(userId: string, ids: string[] | null, readAt: string): Promise<number> {
  let update = database()
    .db.updateTable('notifications')
    .set({ read_at: readAt })
    .where('recipient_user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) update = update.where('id', 'in', ids);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
