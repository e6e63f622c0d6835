// `npm run bench:faults`: the fault run of issue 26, by hand (not part of npm test). Serves
// the production build through `scripts/start.mjs` and measures: two instances started together on
// an empty PostgreSQL; a PostgreSQL that falls silent (a relay that stops forwarding without
// closing) and comes back; SQLite locked 12 s by another process; 200 connections. Prints the
// figures as Markdown for bench/RESULTS.md. FAULT_ONLY=postgres,sqlite,load picks parts.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startServer, type Server } from './lib/processes';
import { freePort, postgresAvailable, startPostgresCluster } from '../tests/support/postgres-cluster';
import { holdSqliteWriteLock } from '../tests/support/sqlite-lock-holder';
import { tcpRelay } from '../tests/support/tcp-relay';

const root = path.resolve(import.meta.dirname, '..');
const ports = [Number(process.env.FAULT_PORT ?? 3135), Number(process.env.FAULT_PORT ?? 3135) + 1];
// The build bakes SITE_URL in; reusing the end-to-end build's value avoids a rebuild.
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3130';
const only = new Set((process.env.FAULT_ONLY ?? 'postgres,sqlite,load').split(','));
const secret = 'fault-run-secret-that-is-long-enough-0123456789';
const lines: string[] = [];
const report = (line: string) => {
  lines.push(line);
  console.log(line);
};

function serve(port: number, env: Record<string, string>): Promise<Server> {
  const dataDir = path.join(root, `.fault-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  return startServer({
    name: `site:${port}`,
    command: process.execPath,
    args: ['scripts/start.mjs'],
    cwd: root,
    url: `http://localhost:${port}`,
    readyPath: '/api/health',
    env: { ...process.env, PORT: String(port), SITE_URL: siteUrl, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
}

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null };
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

async function postgresFaults() {
  if (!postgresAvailable()) return report('- PostgreSQL: not installed, skipped.');
  const cluster = await startPostgresCluster();
  const relayPort = await freePort();
  const relay = tcpRelay(relayPort, cluster.port);
  await relay.start();
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${relayPort}/postgres`,
    JWT_SECRET: secret,
    CONTENT_API_KEY: 'fault-run-content-key-0123456789abcdef',
  };
  const servers: Server[] = [];
  try {
    const started = performance.now();
    const results = await Promise.allSettled(ports.map((port) => serve(port, env)));
    for (const result of results) if (result.status === 'fulfilled') servers.push(result.value);
    const health = await Promise.all(ports.map((port) => timed(`http://localhost:${port}/api/health`)));
    report(
      `- Two instances started together on an empty PostgreSQL: ${servers.length} of 2 serve (/api/health ${health.map((h) => h.status).join(', ')}), both ready after ${ms(performance.now() - started)} (build check, migration, seeding, admin included).`,
    );

    const base = `http://localhost:${ports[0]}`;
    await Promise.all(Array.from({ length: 10 }, () => timed(`${base}/api/health`)));
    relay.silence();
    const silentFrom = performance.now();
    const during = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await sleep(i * 100);
        return timed(i % 2 ? `${base}/api/health` : `${base}/api/extensions`);
      }),
    );
    const unavailable = during.filter((result) => result.status === 503);
    report(
      `- PostgreSQL silent (relay stops forwarding, connections left open), 40 requests over 4 s: ${unavailable.length} answered 503 (all with Retry-After: ${unavailable.every((r) => r.retryAfter !== null)}), ${during.filter((r) => r.status === 200).length} 200 (served without the database), ${during.filter((r) => r.status === 0).length} unanswered; slowest answer ${ms(Math.max(...during.map((r) => r.ms)))}, p50 ${ms(
        percentile(
          during.map((r) => r.ms),
          50,
        ),
      )}.`,
    );
    relay.resume();
    const resumed = performance.now();
    let recoveredMs = NaN;
    while (performance.now() - resumed < 30_000) {
      if ((await timed(`${base}/api/health`)).status === 200) {
        recoveredMs = performance.now() - resumed;
        break;
      }
      await sleep(100);
    }
    const after = await Promise.all(Array.from({ length: 20 }, () => timed(`${base}/api/health`)));
    report(
      `- After PostgreSQL answers again (${ms(performance.now() - silentFrom)} after it fell silent): first 200 after ${ms(recoveredMs)}, then ${after.filter((r) => r.status === 200).length} of 20 parallel requests 200, without a restart.`,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await relay.stop();
    cluster.stop();
  }
}

async function sqliteLocked() {
  const server = await serve(ports[0]!, {});
  const base = server.url;
  try {
    const signUp = await fetch(`${base}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'Fault',
        email: 'fault@example.com',
        password: 'fault run password',
        confirmPassword: 'fault run password',
      }),
    });
    const { token } = (await signUp.json()) as { token: string };
    const file = path.join(root, `.fault-data-${ports[0]}`, 'app.db');
    const lock = await holdSqliteWriteLock(file, 12_000);
    const lockedAt = performance.now();
    const writes: Array<{ status: number; ms: number }> = [];
    const writing = (async () => {
      for (let i = 0; performance.now() - lockedAt < 11_000; i++) {
        writes.push(
          await timed(`${base}/api/my-sizes`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ gender: 'men', footLengthMm: 260 + (i % 10) }),
          }),
        );
      }
    })();
    const convert = await autocannon({ url: `${base}/api/convert?gender=men&system=us&size=9`, connections: 4, duration: 10 });
    const page = await autocannon({ url: `${base}/men`, connections: 4, duration: 1 });
    await writing;
    await lock.released;
    const after = await timed(`${base}/api/my-sizes`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ gender: 'men', footLengthMm: 270 }),
    });
    report(
      `- SQLite locked 12 s by another process (BEGIN IMMEDIATE): /api/convert p99 ${convert.latency.p99} ms, max ${convert.latency.max} ms over ${convert.requests.total} requests (4 connections, 10 s); /men p99 ${page.latency.p99} ms; writes (PUT /api/my-sizes, one after another): ${writes.filter((w) => w.status === 503).length} of ${writes.length} answered 503, slowest ${ms(Math.max(...writes.map((w) => w.ms)))}; after the lock: ${after.status} in ${ms(after.ms)}.`,
    );
  } finally {
    await server.stop();
  }
}

async function overload() {
  const server = await serve(ports[0]!, {});
  const base = server.url;
  try {
    for (const target of ['/', '/men', '/api/convert?gender=men&system=us&size=9', '/men?gender=men&system=us&size=9']) {
      await autocannon({ url: `${base}${target}`, connections: 4, duration: 1 });
      const result = await autocannon({ url: `${base}${target}`, connections: 200, duration: 10, timeout: 10 });
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([code, stats]) => `${code}: ${(stats as { count: number }).count}`)
        .join(', ');
      report(
        `- 200 connections, 10 s, \`${target}\`: ${result.requests.total} answered (${statuses}), ${result.timeouts} timed out (10 s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms.`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  report(`Fault run, ${new Date().toISOString()}:`);
  if (only.has('postgres')) await postgresFaults();
  if (only.has('sqlite')) await sqliteLocked();
  if (only.has('load')) await overload();
  for (const port of ports) rmSync(path.join(root, `.fault-data-${port}`), { recursive: true, force: true });
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
