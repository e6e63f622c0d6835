import 'server-only';
import { Migrator } from 'kysely';
import type { DatabaseHandle } from './client';
import { migrations } from './migrations';

/**
 * Applies every pending migration. On PostgreSQL Kysely holds an advisory lock meanwhile, so
 * several instances starting together migrate once; the others wait and find nothing to do.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle.engine) },
    // Branches add migrations in parallel (0003 landed before 0002): each one stands alone, so a
    // database that ran a later number first still takes an earlier one that arrives afterwards.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
