import 'server-only';
import { sql } from 'kysely';
import { database } from '../client';

/** Resolves when the database answers a trivial query; rejects (unavailable) when it does not. */
export async function pingDatabase(): Promise<void> {
  await sql`select 1`.execute(database().db);
}
