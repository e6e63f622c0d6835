import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageCategories } from '@/lib/content/categories';
import { migrations } from '@/lib/db/migrations';
import { routing } from '@/lib/i18n/routing';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shoe-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs scripts/setup-database.ts, the step `npm start` takes before serving. */
function setUp(env: Record<string, string | undefined>) {
  const clean = {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: undefined,
    DATABASE_URL: undefined,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    CONTENT_API_KEY: undefined,
    ...env,
  };
  return spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/setup-database.ts'], {
    cwd: process.cwd(),
    env: Object.fromEntries(Object.entries(clean).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('start-up', () => {
  it('refuses to start on PostgreSQL without JWT_SECRET, saying why', () => {
    const result = setUp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is required with PostgreSQL');
  });

  it('refuses to start on PostgreSQL without CONTENT_API_KEY, saying why', () => {
    const result = setUp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', JWT_SECRET: 'x'.repeat(40) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CONTENT_API_KEY is required with PostgreSQL');
  });

  it('on the embedded database, migrates, keeps a secret and prints a generated admin password once', () => {
    const first = setUp({});
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`applied ${Object.keys(migrations('sqlite')).join(', ')} (sqlite)`);
    // Every page of the catalogue in every language.
    expect(first.stdout).toContain(`Content: ${pageCategories.length * routing.locales.length} translations added`);
    expect(first.stdout).toMatch(/password: \S{20,}/);
    const second = setUp({});
    expect(second.status).toBe(0);
    expect(second.stdout).not.toMatch(/password:/);
    expect(second.stdout).not.toMatch(/applied/);
    // The shipped content is already there: a second start adds and overwrites nothing.
    expect(second.stdout).not.toMatch(/Content:/);
  });
});
