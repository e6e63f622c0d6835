import { performance } from 'node:perf_hooks';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as convert } from '@/app/api/convert/route';
import { GET as health } from '@/app/api/health/route';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { databaseConfig } from '@/lib/db/config';
import { callRoute } from '../support/call-route';
import { releaseDatabase, useFreshDatabase } from '../support/engines';
import { holdSqliteWriteLock } from '../support/sqlite-lock-holder';

afterAll(releaseDatabase);

/**
 * Runs `work` and reports the longest stretch the event loop was kept from turning meanwhile, and
 * how long it was busy in all (event-loop utilization: a synchronous lock wait counts as busy, time
 * the process spends idle, or waiting for a CPU on a loaded machine while idle, does not).
 */
async function withLoopWatch<T>(work: () => Promise<T>): Promise<{ result: T; longestStallMs: number; elapsedMs: number; busyMs: number }> {
  const utilization = performance.eventLoopUtilization();
  const started = performance.now();
  let last = started;
  let longestStallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    longestStallMs = Math.max(longestStallMs, performance.now() - last);
    const busyMs = performance.eventLoopUtilization(utilization).active;
    return { result, longestStallMs, elapsedMs: performance.now() - started, busyMs };
  } finally {
    clearInterval(ticker);
  }
}

function sqliteFile(): string {
  const config = databaseConfig();
  if (config.engine !== 'sqlite') throw new Error('expected SQLite');
  return config.file;
}

describe('SQLite while another process holds the write lock', () => {
  beforeEach(() => useFreshDatabase('sqlite'));

  it('answers a write 503 with Retry-After within about 2 s, never freezing the event loop', async () => {
    const lock = await holdSqliteWriteLock(sqliteFile(), 4000);
    const { result, longestStallMs, elapsedMs, busyMs } = await withLoopWatch(() =>
      callRoute(subscribe, { json: { email: 'locked-out@example.com' } }),
    );
    // The wait itself keeps the loop free: with a 20 ms synchronous busy wait per attempt it was busy 650 ms.
    expect(busyMs).toBeLessThan(150);
    expect(result.status).toBe(503);
    expect(result.body.error.code).toBe('unavailable');
    expect(result.headers.get('retry-after')).not.toBeNull();
    expect(elapsedMs).toBeGreaterThan(1200);
    expect(elapsedMs).toBeLessThan(2000);
    expect(longestStallMs).toBeLessThan(150);
    await lock.released;
    expect((await callRoute(subscribe, { json: { email: 'locked-out@example.com' } })).status).toBe(201);
  });

  it('answers the converter API at once while another process holds an exclusive lock', async () => {
    const lock = await holdSqliteWriteLock(sqliteFile(), 2500, { exclusive: true });
    const conversions = [];
    for (const size of ['7', '9', '11.5']) {
      const started = performance.now();
      const answer = await callRoute(convert, { method: 'GET', path: `/api/convert?gender=men&system=us&size=${size}` });
      conversions.push({ status: answer.status, ms: performance.now() - started });
    }
    // The lock is real: a write waits it out and is refused.
    const write = await callRoute(subscribe, { json: { email: 'exclusive@example.com' } });
    expect(write.status).toBe(503);
    for (const conversion of conversions) {
      expect(conversion.status).toBe(200);
      // Anything that waited for the lock would take its 1.7 s wait.
      expect(conversion.ms).toBeLessThan(500);
    }
    await lock.released;
  });

  it('waits for a short lock without blocking, then writes', async () => {
    const lock = await holdSqliteWriteLock(sqliteFile(), 600);
    const { result, longestStallMs } = await withLoopWatch(async () => {
      const [write, ping] = await Promise.all([
        callRoute(subscribe, { json: { email: 'patient@example.com' } }),
        callRoute(health, { method: 'GET' }),
      ]);
      return { write, ping };
    });
    expect(result.write.status).toBe(201);
    expect(result.ping.status).toBe(200);
    expect(longestStallMs).toBeLessThan(150);
    await lock.released;
  });
});
