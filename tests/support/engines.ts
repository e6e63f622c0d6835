import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { closeDatabase, database } from '@/lib/db/client';
import { migrateToLatest } from '@/lib/db/migrate';
import { resetServerEnvForTests } from '@/lib/env';
import { resetJwtKeyForTests } from '@/lib/auth/jwt-secret';

export type Engine = 'sqlite' | 'postgres';

export const TEST_JWT_SECRET = 'integration-test-secret-that-is-long-enough-0123456789';

/** The engines this run covers: SQLite always, PostgreSQL when the global setup started it. */
export function engines(): Engine[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

let tempDir: string | undefined;

/** Points the app at a brand-new, migrated database of the given engine. */
export async function useFreshDatabase(engine: Engine): Promise<void> {
  await closeDatabase();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = mkdtempSync(path.join(tmpdir(), 'shoe-test-'));
  process.env.DATA_DIR = tempDir;
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  if (engine === 'sqlite') {
    process.env.DATABASE_URL = `file:${path.join(tempDir, 'test.db')}`;
  } else {
    const adminUrl = inject('postgresUrl')!;
    const name = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    process.env.DATABASE_URL = adminUrl.replace(/\/postgres$/, `/${name}`);
  }
  resetServerEnvForTests();
  resetJwtKeyForTests();
  await migrateToLatest(database());
}

export async function releaseDatabase(): Promise<void> {
  await closeDatabase();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = undefined;
}
