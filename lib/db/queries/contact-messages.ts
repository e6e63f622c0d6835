import 'server-only';
import { database } from '../client';
import type { ContactMessagesTable } from '../schema';

export async function insertContactMessage(row: Omit<ContactMessagesTable, 'read_at'>): Promise<void> {
  await database()
    .db.insertInto('contact_messages')
    .values({ ...row, read_at: null })
    .execute();
}

/** Returns false when there is no such message. */
export async function setContactMessageReadAt(id: string, readAt: string | null, executor = database().db): Promise<boolean> {
  const result = await executor.updateTable('contact_messages').set({ read_at: readAt }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}

/** Every message, newest first, for the CSV export. */
export function listAllContactMessages() {
  return database().db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').execute();
}
