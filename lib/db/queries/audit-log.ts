import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { AuditLogTable, Database } from '../schema';

export async function insertAuditEntry(row: AuditLogTable, executor: Kysely<Database> = database().db): Promise<void> {
  await executor.insertInto('audit_log').values(row).execute();
}
