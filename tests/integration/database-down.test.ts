import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { GET as health } from '@/app/api/health/route';
import { closeDatabase } from '@/lib/db/client';
import { resetServerEnvForTests } from '@/lib/env';
import { freePort } from '../support/postgres-cluster';
import { callRoute } from '../support/call-route';
import { TEST_JWT_SECRET } from '../support/engines';
import { useRelayedPostgres } from '../support/relayed-postgres';
import { POST as subscribe } from '@/app/api/newsletter/route';

afterAll(closeDatabase);

describe('with the database down', () => {
  it('database-backed APIs answer 503 quickly with a generic message', async () => {
    await closeDatabase();
    // Nothing listens on a port we just found free: the database is "down".
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
    process.env.JWT_SECRET = TEST_JWT_SECRET;
    resetServerEnvForTests();
    const started = performance.now();
    const result = await callRoute(login, { json: { email: 'ann@example.com', password: 'whatever1' } });
    expect(result.status).toBe(503);
    expect(result.body.error).toEqual({ code: 'unavailable', message: 'The service is temporarily unavailable.' });
    expect(result.headers.get('retry-after')).toBe('5');
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await callRoute(health, { method: 'GET' })).status).toBe(503);
  });
});

describe.runIf(inject('postgresUrl'))('when PostgreSQL goes away and comes back', () => {
  it('answers 503 while it is gone and recovers without a restart', async () => {
    const { relay, release } = await useRelayedPostgres();
    try {
      expect((await callRoute(health, { method: 'GET' })).status).toBe(200);
      await relay.stop();
      expect((await callRoute(health, { method: 'GET' })).status).toBe(503);
      expect((await callRoute(subscribe, { json: { email: 'while-down@example.com' } })).status).toBe(503);
      await relay.start();
      // Same process, same pool: the next request simply connects again.
      expect((await callRoute(health, { method: 'GET' })).status).toBe(200);
      expect((await callRoute(subscribe, { json: { email: 'after@example.com' } })).status).toBe(201);
    } finally {
      await release();
    }
  });
});

describe.runIf(inject('postgresUrl'))('when PostgreSQL falls silent without closing the connections', () => {
  it('answers 503 with Retry-After within 2 s, and recovers within 10 s of answering again', async () => {
    const { relay, release } = await useRelayedPostgres();
    try {
      // Several pooled connections open and idle, as on a running site.
      const warm = await Promise.all(Array.from({ length: 4 }, () => callRoute(health, { method: 'GET' })));
      expect(warm.map((result) => result.status)).toEqual([200, 200, 200, 200]);
      relay.silence();
      const started = performance.now();
      const during = await Promise.all([
        ...Array.from({ length: 6 }, () => callRoute(health, { method: 'GET' })),
        callRoute(subscribe, { json: { email: 'while-silent@example.com' } }),
      ]);
      const elapsed = performance.now() - started;
      expect(during.map((result) => result.status)).toEqual(Array(7).fill(503));
      expect(during.every((result) => result.headers.get('retry-after') !== null)).toBe(true);
      expect(elapsed).toBeLessThan(2000);

      relay.resume();
      const resumed = performance.now();
      await vi.waitFor(async () => expect((await callRoute(health, { method: 'GET' })).status).toBe(200), {
        timeout: 10_000,
        interval: 100,
      });
      expect(performance.now() - resumed).toBeLessThan(10_000);
      // Every pooled connection works again, not just one.
      const after = await Promise.all(Array.from({ length: 10 }, () => callRoute(health, { method: 'GET' })));
      expect(after.map((result) => result.status)).toEqual(Array(10).fill(200));
      expect((await callRoute(subscribe, { json: { email: 'after-silence@example.com' } })).status).toBe(201);
    } finally {
      await release();
    }
  }, 40_000);
});
