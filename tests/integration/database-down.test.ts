import { afterAll, describe, expect, inject, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { GET as health } from '@/app/api/health/route';
import { closeDatabase } from '@/lib/db/client';
import { resetServerEnvForTests } from '@/lib/env';
import { freePort } from '../support/postgres-cluster';
import { callRoute } from '../support/call-route';
import { TEST_JWT_SECRET, useFreshDatabase } from '../support/engines';
import { tcpRelay } from '../support/tcp-relay';
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
    await useFreshDatabase('postgres');
    const target = new URL(process.env.DATABASE_URL!);
    const relayPort = await freePort();
    const relay = tcpRelay(relayPort, Number(target.port));
    await relay.start();
    await closeDatabase();
    target.port = String(relayPort);
    process.env.DATABASE_URL = target.toString();
    resetServerEnvForTests();
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
      await closeDatabase();
      await relay.stop();
    }
  });
});
