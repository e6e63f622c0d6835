import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { Database, ExtensionsTable } from '../schema';

type Executor = Kysely<Database>;

export function listExtensionRows() {
  return database().db.selectFrom('extensions').selectAll().execute();
}

export async function upsertExtension(row: ExtensionsTable, executor?: Executor): Promise<void> {
  await (executor ?? database().db)
    .insertInto('extensions')
    .values(row)
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ status: row.status, config: row.config, updated_at: row.updated_at }))
    .execute();
}
