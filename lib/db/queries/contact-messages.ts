import 'server-only';
import { database } from '../client';
import type { ContactMessagesTable } from '../schema';

export async function insertContactMessage(row: Omit<ContactMessagesTable, 'read_at'>): Promise<void> {
  await database()
    .db.insertInto('contact_messages')
    .values({ ...row, read_at: null })
    .execute();
}

export function listContactMessagesPage(limit: number, offset: number) {
  return database()
    .db.selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countContactMessages(onlyUnread: boolean): Promise<number> {
  let select = database()
    .db.selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'));
  if (onlyUnread) select = select.where('read_at', 'is', null);
  return Number((await select.executeTakeFirstOrThrow()).count);
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
