import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as signup } from '@/app/api/signup/route';
import { POST as changePassword } from '@/app/api/user/password/route';
import { POST as uploadAvatar } from '@/app/api/user/avatar/route';
import { GET as health } from '@/app/api/health/route';
import { findUserByEmail, updateUser } from '@/lib/db/queries/users';
import type { WindowPolicy } from '@/lib/auth/rate-limit';
import { adminRoute, json, publicRoute, userRoute } from '@/lib/http/route';
import { callRoute } from '../support/call-route';
import { chunkedRequest, endlessBody } from '../support/endless-body';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

const password = 'correct horse battery';

async function account(email: string, role: 'user' | 'admin' = 'user') {
  const result = await callRoute(signup, {
    json: { username: 'Someone', email, password, confirmPassword: password },
    ip: `192.0.2.${email.length}`,
  });
  expect(result.status).toBe(201);
  if (role === 'admin') await updateUser((await findUserByEmail(email))!.id, { role: 'admin' });
  return result.body.token as string;
}

afterAll(releaseDatabase);

describe.each(engines())('userRoute and adminRoute on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  const seen = vi.fn();
  const forUsers = userRoute({}, ({ user }) => {
    seen(user.email);
    return json({ email: user.email });
  });
  const forAdmins = adminRoute({}, ({ user }) => {
    seen(user.email);
    return json({ email: user.email });
  });

  it.each([
    ['nobody', 401, 401, null],
    ['a garbled token', 401, 401, 'garbage'],
    ['a user', 200, 403, 'user'],
    ['an admin', 200, 200, 'admin'],
    ['a banned admin', 403, 403, 'banned'],
  ] as const)('answers %s with %i on a user route and %i on an admin route', async (_who, userStatus, adminStatus, kind) => {
    seen.mockClear();
    let token: string | undefined;
    if (kind === 'garbage') token = 'garbage';
    else if (kind === 'user') token = await account('user@example.com');
    else if (kind === 'admin') token = await account('admin@example.com', 'admin');
    else if (kind === 'banned') {
      token = await account('banned@example.com', 'admin');
      await updateUser((await findUserByEmail('banned@example.com'))!.id, { banned: 1, ban_reason: 'Abuse' });
    }
    const asUser = await callRoute(forUsers, { method: 'GET', token });
    const asAdmin = await callRoute(forAdmins, { method: 'GET', token });
    expect([asUser.status, asAdmin.status]).toEqual([userStatus, adminStatus]);
    for (const answer of [asUser, asAdmin].filter((a) => a.status !== 200)) {
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.body.error.code).toBe(
        { 401: 'sessionExpired', 403: kind === 'banned' ? 'banned' : 'forbidden' }[answer.status as 401 | 403],
      );
    }
    expect(seen).toHaveBeenCalledTimes([userStatus, adminStatus].filter((status) => status === 200).length);
  });

  it('decides admin access from the database row, not from the role in the token', async () => {
    const token = await account('ann@example.com');
    expect((await callRoute(forAdmins, { method: 'GET', token })).status).toBe(403);
    await updateUser((await findUserByEmail('ann@example.com'))!.id, { role: 'admin' });
    // The token still says "user"; the row says admin.
    expect((await callRoute(forAdmins, { method: 'GET', token })).status).toBe(200);
  });

  it('hands an admin handler its audit actor: the administrator and the client address', async () => {
    const token = await account('actor@example.com', 'admin');
    const withActor = adminRoute({}, ({ actor }) => json(actor));
    const answer = await callRoute(withActor, { method: 'GET', token, ip: '203.0.113.9' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: (await findUserByEmail('actor@example.com'))!.id, email: 'actor@example.com', ip: '203.0.113.9' });
  });

  it('refuses an anonymous request before reading its body', async () => {
    const { stream, state } = endlessBody(10 * 1024 * 1024);
    const response = await changePassword(chunkedRequest('/api/user/password', stream));
    expect(response.status).toBe(401);
    expect(state.pulledBytes).toBe(0);
  });
});

describe.each(engines())('the body limit behind a login on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('stops reading a chunked password change at the limit', async () => {
    const token = await account('ann@example.com');
    const { stream, state } = endlessBody(50 * 1024 * 1024);
    const response = await changePassword(chunkedRequest('/api/user/password', stream, { authorization: `Bearer ${token}` }));
    expect(state.finished).toBe(false);
    expect(response.status).toBe(413);
    expect(state.pulledBytes).toBeLessThanOrEqual(64 * 1024 + 16 * 1024);
  });

  it('stops reading a chunked picture at 2 MB', async () => {
    const token = await account('ann@example.com');
    const { stream, state } = endlessBody(50 * 1024 * 1024);
    const response = await uploadAvatar(
      chunkedRequest('/api/user/avatar', stream, { authorization: `Bearer ${token}`, 'content-type': 'image/png' }),
    );
    expect(state.finished).toBe(false);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('invalidImage');
    expect(state.pulledBytes).toBeLessThanOrEqual(2 * 1024 * 1024 + 16 * 1024);
  });
});

describe.each(engines())('rate limits in the wrapper on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('applies every policy per client address, counting only well-formed requests', async () => {
    const { z } = await import('zod');
    const perMinute: WindowPolicy = { name: 'test-minute', limit: 3, windowMs: 60_000 };
    const perHour: WindowPolicy = { name: 'test-hour', limit: 2, windowMs: 3_600_000 };
    const limited = publicRoute({ body: z.object({ n: z.number() }), rateLimit: [perMinute, perHour] }, () => json({ ok: true }));
    expect((await callRoute(limited, { json: { n: 'x' }, ip: '203.0.113.5' })).status).toBe(400);
    expect((await callRoute(limited, { json: { n: 1 }, ip: '203.0.113.5' })).status).toBe(200);
    expect((await callRoute(limited, { json: { n: 2 }, ip: '203.0.113.5' })).status).toBe(200);
    const third = await callRoute(limited, { json: { n: 3 }, ip: '203.0.113.5' });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(third.headers.get('cache-control')).toBe('no-store');
    expect(third.body.error.code).toBe('tooManyAttempts');
    expect((await callRoute(limited, { json: { n: 1 }, ip: '203.0.113.6' })).status).toBe(200);
  });
});

describe.each(engines())('login input on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it.each([
    [{ email: ['ann@example.com'], password }, 'email'],
    [{ email: 'ann@example.com', password: { $ne: '' } }, 'password'],
    [{ email: 'ann@example.com' }, 'password'],
  ])('answers a value of the wrong JSON type (%j) with 400, not 401', async (input, field) => {
    await account('ann@example.com');
    const result = await callRoute(login, { json: input });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: 'invalidInput', parameter: field, fields: { [field]: 'invalidInput' } });
  });
});

describe.each(engines())('health on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('says the database answers without naming the engine', async () => {
    const result = await callRoute(health, { method: 'GET' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'ok' });
    expect(JSON.stringify(result.body)).not.toMatch(/sqlite|postgres/i);
    expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
