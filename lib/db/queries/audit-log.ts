import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { AuditLogTable, Database } from '../schema';

export async function insertAuditEntry(row: AuditLogTable, executor: Kysely<Database> = database().db): Promise<void> {
  await executor.insertInto('audit_log').values(row).execute();
}

export function listAuditEntries(limit: number, offset: number) {
  return database()
    .db.selectFrom('audit_log')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAuditEntries(): Promise<number> {
  const row = await database()
    .db.selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
