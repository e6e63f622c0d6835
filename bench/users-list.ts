// npm run bench: times the users table of the admin dashboard with 100,000 users, on SQLite and on
// PostgreSQL, through the real route handler (token check included). Fails when a p95 reaches 50 ms.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { resetJwtKeyForTests } from '@/lib/auth/jwt-secret';
import { closeDatabase, database } from '@/lib/db/client';
import { migrateToLatest } from '@/lib/db/migrate';
import { resetServerEnvForTests } from '@/lib/env';
import { signUp } from '@/lib/users/sign-up';
import { postgresAvailable, startPostgresCluster } from '../tests/support/postgres-cluster';
import { seedUsers } from './seed-users';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const BUDGET_MS = 50;

const scenarios: [string, string][] = [
  ['newest first (default)', ''],
  ['by name A→Z', '?sort=username&order=asc'],
  ['by name Z→A', '?sort=username&order=desc'],
  ['by email', '?sort=email&order=asc'],
  ['by role', '?sort=role&order=desc'],
  ['by status', '?sort=status&order=desc'],
  ['page 2,500 of 5,000', '?sort=username&order=asc&page=2500&pageSize=20'],
  ['last page', `?sort=createdAt&order=desc&page=${Math.ceil(USERS / 20)}&pageSize=20`],
  ['search a common name', '?search=smith'],
  ['search a rare address', '?search=.4242@'],
  ['search, no match', '?search=nobody-is-called-this'],
  ['search two letters', '?search=zo'],
  ['search and sort by name', '?search=tanaka&sort=username&order=asc&page=3'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function prepare(engine: 'sqlite' | 'postgres', dir: string, postgresUrl?: string): Promise<string> {
  await closeDatabase();
  process.env.DATA_DIR = dir;
  process.env.JWT_SECRET = 'benchmark-secret-that-is-long-enough-0123456789';
  process.env.DATABASE_URL = engine === 'sqlite' ? `file:${path.join(dir, 'bench.db')}` : postgresUrl!;
  resetServerEnvForTests();
  resetJwtKeyForTests();
  await migrateToLatest(database());
  const seeded = performance.now();
  await seedUsers(database().db, USERS);
  // What autovacuum would have done by the time a real table held this many users.
  if (engine === 'postgres') await sql`vacuum analyze users`.execute(database().db);
  else await sql`analyze`.execute(database().db);
  console.log(`  seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const { token } = await signUp(
    { username: 'bench admin', email: 'bench-admin@example.com', password: 'benchmark password', confirmPassword: 'benchmark password' },
    'admin',
  );
  return token;
}

async function time(token: string, query: string): Promise<number[]> {
  const samples: number[] = [];
  for (let run = -5; run < RUNS; run++) {
    const request = new Request(`http://localhost/api/admin/users${query}`, {
      headers: { authorization: `Bearer ${token}`, 'x-client-ip': '127.0.0.1' },
    });
    const started = performance.now();
    const response = await listUsers(request, undefined as never);
    const body = (await response.json()) as { users?: unknown[] };
    const elapsed = performance.now() - started;
    if (response.status !== 200 || !Array.isArray(body.users)) throw new Error(`${query}: status ${response.status}`);
    if (run >= 0) samples.push(elapsed);
  }
  return samples.sort((a, b) => a - b);
}

async function benchEngine(engine: 'sqlite' | 'postgres', postgresUrl?: string): Promise<boolean> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shoe-bench-'));
  try {
    console.log(`\n${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`);
    const token = await prepare(engine, dir, postgresUrl);
    console.log('  | scenario | p50 ms | p95 ms |\n  |---|---:|---:|');
    let ok = true;
    for (const [name, query] of scenarios) {
      const samples = await time(token, query);
      const p95 = percentile(samples, 95);
      if (p95 >= BUDGET_MS) ok = false;
      console.log(`  | ${name} | ${percentile(samples, 50).toFixed(1)} | ${p95.toFixed(1)}${p95 >= BUDGET_MS ? ' ✗' : ''} |`);
    }
    return ok;
  } finally {
    await closeDatabase();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each engine runs in its own process: the database handle and the server settings are per process,
 * and a request's late background work must not reopen the previous engine's handle mid-run.
 */
function runEngine(engine: 'sqlite' | 'postgres', postgresUrl?: string): boolean {
  const args = ['--conditions=react-server', '--import', 'tsx', import.meta.filename, engine, ...(postgresUrl ? [postgresUrl] : [])];
  return spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env }).status === 0;
}

async function main() {
  const [engine, url] = process.argv.slice(2);
  if (engine === 'sqlite' || engine === 'postgres') {
    const ok = await benchEngine(engine, url);
    process.exit(ok ? 0 : 1);
  }
  console.log(`Users table: ${USERS.toLocaleString('en')} users, ${RUNS} timed requests per scenario, budget p95 < ${BUDGET_MS} ms.`);
  let ok = runEngine('sqlite');
  if (postgresAvailable()) {
    const cluster = await startPostgresCluster();
    try {
      ok = runEngine('postgres', cluster.url) && ok;
    } finally {
      cluster.stop();
    }
  } else {
    console.log('\nPostgreSQL is not installed: skipped.');
  }
  if (!ok) {
    console.error(`\nA p95 reached ${BUDGET_MS} ms, or a run failed.`);
    process.exit(1);
  }
}

void main();
