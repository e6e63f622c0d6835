import 'server-only';
import { database } from '../client';
import type { MailOutboxTable } from '../schema';

export async function insertOutboxMail(row: MailOutboxTable): Promise<void> {
  await database().db.insertInto('mail_outbox').values(row).execute();
}
