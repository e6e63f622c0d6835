import { afterAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { GET as health } from '@/app/api/health/route';
import { closeDatabase } from '@/lib/db/client';
import { resetServerEnvForTests } from '@/lib/env';
import { freePort } from '../support/postgres-cluster';
import { callRoute } from '../support/call-route';
import { TEST_JWT_SECRET } from '../support/engines';

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
