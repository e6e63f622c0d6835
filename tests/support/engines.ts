import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Each test file's worker migrates one database per engine and copies it for every test (a file copy
 * for SQLite, `create database … template` for PostgreSQL): the migrations run once, not for each of
 * the suite's hundreds of fresh databases. Tests of the migrations themselves build their own start.
 */
const templates = new Map<Engine, Promise<string>>();

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl')! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function pointAt(engine: Engine, location: string): void {
  process.env.DATABASE_URL = engine === 'sqlite' ? `file:${location}` : inject('postgresUrl')!.replace(/\/postgres$/, `/${location}`);
  resetServerEnvForTests();
}

async function migratedTemplate(engine: Engine): Promise<string> {
  const location =
    engine === 'sqlite'
      ? path.join(mkdtempSync(path.join(tmpdir(), 'shoe-template-')), 'template.db')
      : `template_${randomBytes(6).toString('hex')}`;
  if (engine === 'postgres') await adminQuery(`create database ${location}`);
  pointAt(engine, location);
  await migrateToLatest(database());
  // Closing checkpoints SQLite's write-ahead log into the file, and frees the PostgreSQL template of
  // connections, which `create database … template` requires.
  await closeDatabase();
  if (engine === 'sqlite' && existsSync(`${location}-wal`)) throw new Error('SQLite template kept its write-ahead log');
  return location;
}

/** Points the app at a brand-new, migrated database of the given engine. */
export async function useFreshDatabase(engine: Engine): Promise<void> {
  await closeDatabase();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = mkdtempSync(path.join(tmpdir(), 'shoe-test-'));
  process.env.DATA_DIR = tempDir;
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  if (!templates.has(engine)) templates.set(engine, migratedTemplate(engine));
  const template = await templates.get(engine)!;
  if (engine === 'sqlite') {
    const file = path.join(tempDir, 'test.db');
    copyFileSync(template, file);
    pointAt(engine, file);
  } else {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template ${template} strategy = file_copy`);
    pointAt(engine, name);
  }
  resetJwtKeyForTests();
  // Nothing to apply on a copy of the template: this only checks that the copy is up to date.
  await migrateToLatest(database());
}

export async function releaseDatabase(): Promise<void> {
  await closeDatabase();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = undefined;
}
