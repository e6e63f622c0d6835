import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { freePort } from '../support/postgres-cluster';

test('an acknowledged write survives kill -9 of the server', async ({ request }) => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shoe-crash-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: '',
    ADMIN_EMAIL: 'crash@example.com',
    ADMIN_PASSWORD: 'crash test password',
  };
  try {
    const setup = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/setup-database.ts'], {
      env,
      encoding: 'utf8',
    });
    expect(setup.status, setup.stderr).toBe(0);

    const port = await freePort();
    const server = spawn(process.execPath, ['scripts/server.mjs'], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await request.get(`${base}/api/health`).catch(() => null))?.status(), { timeout: 30_000 }).toBe(200);

    const emails = Array.from({ length: 5 }, (_, i) => `durable${i}@example.com`);
    for (const email of emails) {
      const response = await request.post(`${base}/api/newsletter`, { data: { email } });
      expect(response.status()).toBe(201);
    }
    // No graceful shutdown: the process dies right after answering.
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));

    const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
    const stored = db.prepare('select email from newsletter_subscribers order by email').all() as { email: string }[];
    db.close();
    expect(stored.map((row) => row.email)).toEqual(emails);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
