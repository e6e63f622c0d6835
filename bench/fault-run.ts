// `npm run bench:faults`: the fault run of issue 26, by hand (not part of npm test). Serves
// the production build through `scripts/start.mjs` and measures: two instances started together on
// an empty PostgreSQL; a PostgreSQL that falls silent (a relay that stops forwarding without
// closing) and comes back; SQLite locked 12 s by another process; 200 connections, beside a bare
// node:http server under the same load as the machine's own baseline. The load generator runs in a
// process of its own. Prints one Markdown table per "Done when" line of issue 26 for
// bench/RESULTS.md, the load average beside each figure. FAULT_ONLY=postgres,sqlite,load picks parts.
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { loadInChild, type LoadRun } from './lib/load-process';
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
const tables = new Map<string, string[]>();
/** A row of the table titled `title` (a "Done when" line); the first row given is its header. */
const report = (title: string, cells: Array<string | number>) => {
  const rows = tables.get(title) ?? [];
  rows.push(`| ${cells.join(' | ')} |`);
  if (rows.length === 1) rows.push(`|${cells.map(() => ' --- ').join('|')}|`);
  tables.set(title, rows);
  console.log(title, cells.join(' | '));
};
const load = () => loadavg()[0]!.toFixed(1);
const loadOf = (run: LoadRun) => `${run.load[0].toFixed(1)}–${run.load[1].toFixed(1)}`;
const met = (yes: boolean) => (yes ? 'yes' : 'no');

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
  const silent = 'Silent PostgreSQL: 503 in ≤ 2 s, recovery ≤ 10 s without a restart';
  const together = 'Two instances started together on an empty PostgreSQL: both serve';
  if (!postgresAvailable()) return report(silent, ['PostgreSQL not installed: skipped']);
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
    const startLoad = load();
    const results = await Promise.allSettled(ports.map((port) => serve(port, env)));
    for (const result of results) if (result.status === 'fulfilled') servers.push(result.value);
    const health = await Promise.all(ports.map((port) => timed(`http://localhost:${port}/api/health`)));
    report(together, ['Measured', 'Load average', 'Met']);
    report(together, [
      `${servers.length} of 2 serve (\`/api/health\` ${health.map((h) => h.status).join(', ')}), both ready ${ms(performance.now() - started)} after the start (build check, migrations, seeding, admin)`,
      `${startLoad}–${load()}`,
      met(health.every((h) => h.status === 200)),
    ]);

    const base = `http://localhost:${ports[0]}`;
    await Promise.all(Array.from({ length: 10 }, () => timed(`${base}/api/health`)));
    relay.silence();
    const silentFrom = performance.now();
    const silentLoad = load();
    const during = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await sleep(i * 100);
        return timed(i % 2 ? `${base}/api/health` : `${base}/api/extensions`);
      }),
    );
    const unavailable = during.filter((result) => result.status === 503);
    const slowest = Math.max(...during.map((r) => r.ms));
    report(silent, ['Fault', 'Target', 'Measured', 'Load average', 'Met']);
    report(silent, [
      'relay stops forwarding, connections left open; 40 requests (`/api/health`, `/api/extensions`) over 4 s',
      '503 with `Retry-After` in ≤ 2 s',
      `${unavailable.length} of 40 answered 503 (with Retry-After: ${unavailable.filter((r) => r.retryAfter !== null).length}), ${during.filter((r) => r.status === 200).length} 200, ${during.filter((r) => r.status === 0).length} unanswered; p50 ${ms(
        percentile(
          during.map((r) => r.ms),
          50,
        ),
      )}, slowest ${ms(slowest)}`,
      `${silentLoad}–${load()}`,
      met(unavailable.length === 40 && unavailable.every((r) => r.retryAfter !== null) && slowest <= 2000),
    ]);
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
    const recovered = after.filter((r) => r.status === 200).length;
    report(silent, [
      `the relay forwards again (${ms(performance.now() - silentFrom)} after it fell silent)`,
      'recovery ≤ 10 s, no restart',
      `first 200 after ${ms(recoveredMs)}, then ${recovered} of 20 parallel requests 200`,
      load(),
      met(recoveredMs <= 10_000 && recovered === 20),
    ]);
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
    const converterLoad = () =>
      Promise.all([loadInChild(`${base}/api/convert?gender=men&system=us&size=9`, 2, 10), loadInChild(`${base}/men`, 2, 10)]);
    // Each route loaded once before the lock: a route's first request loads its code (seconds on a busy machine).
    await loadInChild(`${base}/api/convert?gender=men&system=us&size=9`, 2, 1);
    await loadInChild(`${base}/men`, 2, 1);
    await timed(`${base}/api/my-sizes`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ gender: 'men', footLengthMm: 255 }),
    });
    // The same converter load without the lock, right before it: what this machine allows at the moment.
    const [convertUnlocked, pageUnlocked] = await converterLoad();
    const file = path.join(root, `.fault-data-${ports[0]}`, 'app.db');
    const lock = await holdSqliteWriteLock(file, 12_000);
    const lockedAt = performance.now();
    const lockLoad = load();
    const writes: Array<{ status: number; ms: number }> = [];
    const writing = (async () => {
      // Each write ends before the lock does (it gives up after 1.7 s), so every one should be refused.
      for (let i = 0; performance.now() - lockedAt < 9_500; i++) {
        writes.push(
          await timed(`${base}/api/my-sizes`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ gender: 'men', footLengthMm: 260 + (i % 10) }),
          }),
        );
      }
    })();
    // The converter API and a converter page at once, 2 connections each, for 10 s of the 12 s lock.
    const [convert, page] = await converterLoad();
    await writing;
    await lock.released;
    const after = await timed(`${base}/api/my-sizes`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ gender: 'men', footLengthMm: 270 }),
    });
    const title = 'SQLite locked 12 s by another process (BEGIN IMMEDIATE): converters p99 < 100 ms, writes 503 in ≤ 2 s';
    report(title, ['Requests', 'Target', 'Measured', 'Load average', 'Met']);
    for (const [name, run, locked] of [
      ['`/api/convert?…`, 2 connections, 10 s, locked', convert, true],
      ['`/men` (a converter page), 2 connections, 10 s, locked', page, true],
      ['`/api/convert?…`, same load just before the lock (baseline)', convertUnlocked, false],
      ['`/men`, same load just before the lock (baseline)', pageUnlocked, false],
    ] as const) {
      report(title, [
        name,
        locked ? 'p99 < 100 ms' : '(machine)',
        `${run.answered} answered (${Object.entries(run.statuses)
          .map(([code, count]) => `${count} × ${code}`)
          .join(', ')}); p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, slowest ${run.maxMs} ms`,
        loadOf(run),
        locked ? met(run.p99Ms < 100 && run.timeouts === 0) : '',
      ]);
    }
    const slowestWrite = Math.max(...writes.map((w) => w.ms));
    const refused = writes.filter((w) => w.status === 503).length;
    report(title, [
      'writes (`PUT /api/my-sizes`, one after another, 9.5 s)',
      '503 in ≤ 2 s',
      `${refused} of ${writes.length} answered 503, slowest ${ms(slowestWrite)}; after the lock: ${after.status} in ${ms(after.ms)}`,
      `${lockLoad}–${load()}`,
      met(refused === writes.length && slowestWrite <= 2000 && after.status === 200),
    ]);
  } finally {
    await server.stop();
  }
}

/** The largest backlog of the listening socket on `port` (connections the kernel holds that the server has not accepted), sampled every 0.5 s until stopped. */
function sampleAcceptQueue(port: number): () => number {
  let largest = 0;
  const timer = setInterval(() => {
    promisify(execFile)('ss', ['-ltnH', `sport = :${port}`]).then(
      ({ stdout }) => {
        for (const line of stdout.trim().split('\n')) largest = Math.max(largest, Number(line.trim().split(/\s+/)[1]) || 0);
      },
      () => {},
    );
  }, 500);
  return () => {
    clearInterval(timer);
    return largest;
  };
}

/** A bare node:http server (no Next, no shedder) spending `workMs` of CPU on each request: what this machine allows any Node server. */
async function bareNodeServer(port: number, workMs: number): Promise<{ url: string; stop: () => void }> {
  const script = `
    require('node:http').createServer((request, response) => {
      const until = performance.now() + ${workMs};
      while (performance.now() < until) {}
      response.end('page');
    }).listen(${port}, () => process.stdout.write('ready'));
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://localhost:${port}`, stop: () => child.kill() };
}

async function overload() {
  const title = '200 connections on 2 cores: no request waits more than 2 s (answered or shed)';
  report(title, [
    'Target (200 connections, 10 s)',
    'Answered',
    'Timed out (10 s)',
    'p50',
    'p99',
    'Slowest',
    'Accept queue',
    'Load average',
    'Met',
  ]);
  const row = (name: string, run: LoadRun, acceptQueue: number) =>
    report(title, [
      name,
      Object.entries(run.statuses)
        .map(([code, count]) => `${count} × ${code}`)
        .join(', '),
      run.timeouts,
      `${run.p50Ms} ms`,
      `${run.p99Ms} ms`,
      `${run.maxMs} ms`,
      acceptQueue,
      loadOf(run),
      met(run.timeouts === 0 && run.maxMs <= 2000),
    ]);
  const server = await serve(ports[0]!, {});
  const base = server.url;
  try {
    for (const target of ['/', '/men', '/api/convert?gender=men&system=us&size=9', '/men?gender=men&system=us&size=9']) {
      await loadInChild(`${base}${target}`, 4, 1);
      const acceptQueue = sampleAcceptQueue(ports[0]!);
      const run = await loadInChild(`${base}${target}`, 200, 10);
      row(`\`${target}\``, run, acceptQueue());
    }
  } finally {
    await server.stop();
  }
  // The same load on a bare Node server doing 2 ms of work per request, in the same run.
  const bare = await bareNodeServer(ports[1]!, 2);
  try {
    const acceptQueue = sampleAcceptQueue(ports[1]!);
    row('bare `node:http` without the shedder, 2 ms of CPU a request (baseline)', await loadInChild(bare.url, 200, 10), acceptQueue());
  } finally {
    bare.stop();
  }
}

async function main() {
  const started = new Date().toISOString();
  if (only.has('postgres')) await postgresFaults();
  if (only.has('sqlite')) await sqliteLocked();
  if (only.has('load')) await overload();
  for (const port of ports) rmSync(path.join(root, `.fault-data-${port}`), { recursive: true, force: true });
  console.log(`\nFault run from ${started} to ${new Date().toISOString()}:`);
  for (const [title, rows] of tables) console.log(`\n${title}\n\n${rows.join('\n')}`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
