import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { POST as login } from '@/app/api/login/route';
import { POST as signup } from '@/app/api/signup/route';
import { GET as getUser } from '@/app/api/user/route';
import { GET as adminMessages } from '@/app/api/admin/contact-messages/route';
import { database } from '@/lib/db/client';
import { findUserByEmail, updateUser, deleteUserRow } from '@/lib/db/queries/users';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, TEST_JWT_SECRET, useFreshDatabase } from '../support/engines';

const password = 'correct horse battery';

async function createAccount(email = 'ann@example.com', username = 'Ann') {
  const result = await callRoute(signup, { json: { username, email, password, confirmPassword: password } });
  expect(result.status).toBe(201);
  return result.body.token as string;
}

function base64url(value: object | string) {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

afterAll(releaseDatabase);

describe.each(engines())('sign-up and login on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('signs up, stores an Argon2id hash and answers with a working token', async () => {
    const token = await createAccount();
    const row = await findUserByEmail('ANN@example.com');
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const profile = await callRoute(getUser, { method: 'GET', token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      _id: row!.id,
      username: 'Ann',
      email: 'ann@example.com',
      role: 'user',
      profileImage: null,
      createdAt: row!.created_at,
    });
    expect(JSON.stringify(profile.body)).not.toContain('argon2');
  });

  it('refuses a taken email whatever its case, and keeps the first account', async () => {
    await createAccount();
    const second = await callRoute(signup, {
      json: { username: 'Other', email: 'ANN@Example.COM', password: 'another password', confirmPassword: 'another password' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('emailTaken');
    const count = await database()
      .db.selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it.each([
    [{ username: 'Ann', email: 'not-an-email', password, confirmPassword: password }, 'invalidEmail', 'email'],
    [{ username: 'Ann', email: 'ann@example.com', password: 'short', confirmPassword: 'short' }, 'weakPassword', 'password'],
    [
      { username: 'Ann', email: 'ann@example.com', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'passwordTooLong',
      'password',
    ],
    [{ username: 'Ann', email: 'ann@example.com', password, confirmPassword: 'different password' }, 'passwordMismatch', 'confirmPassword'],
    [{ username: 'A', email: 'ann@example.com', password, confirmPassword: password }, 'invalidUsername', 'username'],
    [{ username: 'Ann', email: 'ann@example.com\r\nBcc: x@evil.test', password, confirmPassword: password }, 'invalidEmail', 'email'],
  ])('rejects bad input %# with a clear code and stores nothing', async (input, code, field) => {
    const result = await callRoute(signup, { json: input });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe(code);
    expect(result.body.error.fields[field]).toBe(code);
    expect(await database().db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const result = await callRoute(signup, { body: 'username=x', headers: { 'content-type': 'text/plain' } });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toMatch(/JSON/);
  });

  it('stores SQL metacharacters in every field verbatim and leaves the tables intact', async () => {
    const username = `Robert'); DROP TABLE users;--`;
    const email = `o'hara+x@example.com`;
    const tricky = `p'"; DELETE FROM users; --`;
    const created = await callRoute(signup, { json: { username, email, password: tricky, confirmPassword: tricky } });
    expect(created.status).toBe(201);
    const loggedIn = await callRoute(login, { json: { email: `O'HARA+X@example.com`, password: tricky } });
    expect(loggedIn.status).toBe(200);
    const profile = await callRoute(getUser, { method: 'GET', token: loggedIn.body.token });
    expect(profile.body.username).toBe(username);
    expect(profile.body.email).toBe(email);
    const injected = await callRoute(login, { json: { email: `' OR '1'='1`, password: `' OR '1'='1` } });
    expect(injected.status).toBe(401);
  });

  it('logs in with a HS256 token carrying sub, role, iat, exp (24 h) and jti', async () => {
    await createAccount();
    const result = await callRoute(login, { json: { email: 'Ann@Example.com', password } });
    expect(result.status).toBe(200);
    const claims = decodeJwt(result.body.token);
    expect(decodeProtectedHeader(result.body.token).alg).toBe('HS256');
    const row = await findUserByEmail('ann@example.com');
    expect(claims.sub).toBe(row!.id);
    expect(claims.role).toBe('user');
    expect(claims.exp! - claims.iat!).toBe(24 * 60 * 60);
    expect(typeof claims.jti).toBe('string');
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a wrong password and an unknown email the same status, message and cost', async () => {
    await createAccount();
    const wrong = await callRoute(login, { json: { email: 'ann@example.com', password: 'wrong password' }, ip: '203.0.113.1' });
    const unknown = await callRoute(login, { json: { email: 'nobody@example.com', password: 'wrong password' }, ip: '203.0.113.2' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);

    const time = async (email: string, ip: string) => {
      const started = performance.now();
      await callRoute(login, { json: { email, password: 'wrong password' }, ip });
      return performance.now() - started;
    };
    const known: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time('ann@example.com', `203.0.113.${10 + i}`));
      missing.push(await time(`ghost${i}@example.com`, `203.0.113.${20 + i}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both paths run one Argon2 verification; without the dummy hash the unknown email would be ~100x faster.
    expect(median(missing) / median(known)).toBeGreaterThan(0.4);
  });

  it('refuses a banned account with 403 and the reason, even with the right password', async () => {
    await createAccount();
    const row = await findUserByEmail('ann@example.com');
    await updateUser(row!.id, { banned: 1, ban_reason: 'Spam in contact form' });
    const result = await callRoute(login, { json: { email: 'ann@example.com', password } });
    expect(result.status).toBe(403);
    expect(result.body.error).toMatchObject({ code: 'banned', reason: 'Spam in contact form' });
  });
});

describe.each(engines())('rate limiting on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('locks an account after five failures, with Retry-After, even for the right password', async () => {
    await createAccount();
    for (let i = 0; i < 5; i++) {
      const result = await callRoute(login, { json: { email: 'ann@example.com', password: 'nope nope' }, ip: `192.0.2.${i}` });
      expect(result.status).toBe(401);
    }
    const locked = await callRoute(login, { json: { email: 'ANN@example.com', password }, ip: '192.0.2.50' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.error.code).toBe('tooManyAttempts');
  });

  it('keeps the count in the database, so a second server process sees the same limit', async () => {
    await createAccount();
    for (let i = 0; i < 3; i++) await callRoute(login, { json: { email: 'ann@example.com', password: 'nope nope' } });
    // A fresh connection pool stands in for another instance of the server.
    const { closeDatabase } = await import('@/lib/db/client');
    await closeDatabase();
    for (let i = 0; i < 2; i++) await callRoute(login, { json: { email: 'ann@example.com', password: 'nope nope' } });
    await closeDatabase();
    const locked = await callRoute(login, { json: { email: 'ann@example.com', password } });
    expect(locked.status).toBe(429);
  });

  it('limits attempts per client address across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const result = await callRoute(login, { json: { email: `user${i}@example.com`, password: 'whatever1' }, ip: '198.51.100.77' });
      last = result.status;
      if (i < 30) expect(result.status).toBe(401);
    }
    expect(last).toBe(429);
    const otherClient = await callRoute(login, { json: { email: 'user0@example.com', password: 'whatever1' }, ip: '198.51.100.78' });
    expect(otherClient.status).toBe(401);
  });

  it('clears the account counter after a successful login', async () => {
    await createAccount();
    for (let i = 0; i < 4; i++) await callRoute(login, { json: { email: 'ann@example.com', password: 'nope nope' } });
    expect((await callRoute(login, { json: { email: 'ann@example.com', password } })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await callRoute(login, { json: { email: 'ann@example.com', password: 'nope nope' } })).status).toBe(401);
    }
  });
});

describe.each(engines())('tokens on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  async function validToken() {
    await createAccount();
    return (await callRoute(login, { json: { email: 'ann@example.com', password } })).body.token as string;
  }

  const profileStatus = async (token: string) => (await callRoute(getUser, { method: 'GET', token })).status;

  it('accepts a valid token and refuses a missing one', async () => {
    expect(await profileStatus(await validToken())).toBe(200);
    expect((await callRoute(getUser, { method: 'GET' })).status).toBe(401);
  });

  it('refuses alg "none"', async () => {
    const claims = decodeJwt(await validToken());
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(await profileStatus(unsigned)).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const [header, payload, signature] = (await validToken()).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`;
    expect(await profileStatus(forged)).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const claims = decodeJwt(await validToken());
    const other = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect(await profileStatus(other)).toBe(401);
  });

  it('refuses an HS512 token even with the right secret', async () => {
    const claims = decodeJwt(await validToken());
    const other = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await profileStatus(other)).toBe(401);
  });

  it('refuses an expired token', async () => {
    const claims = decodeJwt(await validToken());
    const header = base64url({ alg: 'HS256', typ: 'JWT' });
    const payload = base64url({ ...claims, iat: claims.iat! - 90_000, exp: claims.iat! - 3_600 });
    const signature = createHmac('sha256', TEST_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(await profileStatus(`${header}.${payload}.${signature}`)).toBe(401);
  });

  it("refuses a banned user's old token with 403 and the reason", async () => {
    const token = await validToken();
    const row = await findUserByEmail('ann@example.com');
    await updateUser(row!.id, { banned: 1, ban_reason: 'Abuse' });
    const result = await callRoute(getUser, { method: 'GET', token });
    expect(result.status).toBe(403);
    expect(result.body.error.reason).toBe('Abuse');
  });

  it("refuses a deleted user's old token", async () => {
    const token = await validToken();
    await deleteUserRow((await findUserByEmail('ann@example.com'))!.id);
    expect(await profileStatus(token)).toBe(401);
  });

  it("refuses a demoted admin's token on admin routes at once", async () => {
    const token = await validToken();
    const row = await findUserByEmail('ann@example.com');
    await updateUser(row!.id, { role: 'admin' });
    expect((await callRoute(adminMessages, { method: 'GET', token })).status).toBe(200);
    await updateUser(row!.id, { role: 'user' });
    expect((await callRoute(adminMessages, { method: 'GET', token })).status).toBe(403);
  });
});

describe.each(engines())('rate-limit housekeeping on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('prunes counters whose window and lock are long over, and keeps live ones', async () => {
    const { countAttempt, lockRateLimit, pruneRateLimits, readRateLimit } = await import('@/lib/db/queries/rate-limits');
    const now = Date.now();
    await countAttempt('login-ip:old', now - 48 * 3_600_000, 60_000);
    await countAttempt('login-ip:live', now, 60_000);
    await countAttempt('login-account:locked', now - 48 * 3_600_000, 60_000);
    await lockRateLimit('login-account:locked', now + 60_000);
    expect(await pruneRateLimits(now - 24 * 3_600_000)).toBe(1);
    expect(await readRateLimit('login-ip:old')).toBeUndefined();
    expect(await readRateLimit('login-ip:live')).toBeDefined();
    expect(await readRateLimit('login-account:locked')).toBeDefined();
  });
});
