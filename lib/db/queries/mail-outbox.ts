import 'server-only';
import { database } from '../client';
import type { MailOutboxTable } from '../schema';

export async function insertOutboxMail(row: MailOutboxTable): Promise<void> {
  await database().db.insertInto('mail_outbox').values(row).execute();
}

export function listOutboxMail(limit: number, offset: number) {
  return database()
    .db.selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countOutboxMail(): Promise<number> {
  const row = await database()
    .db.selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
