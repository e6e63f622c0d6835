import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { database } from '../client';
import type { Database, MySizesTable } from '../schema';

type Executor = Kysely<Database>;
const db = (executor?: Executor) => executor ?? database().db;

export type MySizesRow = Selectable<MySizesTable>;

export function findMySizes(userId: string, executor?: Executor): Promise<MySizesRow | undefined> {
  return db(executor).selectFrom('my_sizes').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts the user's row or replaces everything but its creation time. */
export async function upsertMySizes(row: Insertable<MySizesTable>, executor?: Executor): Promise<void> {
  const changes = {
    gender: row.gender,
    foot_length_tenth_mm: row.foot_length_tenth_mm,
    source: row.source,
    fit_brand: row.fit_brand,
    fit_system: row.fit_system,
    fit_size: row.fit_size,
    updated_at: row.updated_at,
  };
  await db(executor)
    .insertInto('my_sizes')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

/** Whether there was a row to delete. */
export async function deleteMySizes(userId: string, executor?: Executor): Promise<boolean> {
  const result = await db(executor).deleteFrom('my_sizes').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
