import 'server-only';
import { database } from '../client';
import type { ContactMessagesTable } from '../schema';

export async function insertContactMessage(row: Omit<ContactMessagesTable, 'read_at'>): Promise<void> {
  await database().db.insertInto('contact_messages').values({ ...row, read_at: null }).execute();
}

export function listContactMessages(limit = 100) {
  return database().db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}

/** Every message, newest first, for the CSV export. */
export function listAllContactMessages() {
  return database().db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').execute();
}
