import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as signup } from '@/app/api/signup/route';
import { GET as getUser, PATCH as patchUser } from '@/app/api/user/route';
import { POST as changePassword } from '@/app/api/user/password/route';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

const password = 'correct horse battery';

async function account(email: string, username = 'Ann') {
  const result = await callRoute(signup, { json: { username, email, password, confirmPassword: password } });
  expect(result.status).toBe(201);
  return result.body.token as string;
}

const profile = async (token: string) => (await callRoute(getUser, { method: 'GET', token })).body;

afterAll(releaseDatabase);

describe.each(engines())('current-password checks on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('locks wrong current passwords on the password change like login, even for the right one', async () => {
    const token = await account('ann@example.com');
    for (let i = 0; i < 5; i++) {
      const wrong = await callRoute(changePassword, {
        token,
        json: { currentPassword: `guess ${i} guess`, newPassword: 'a brand new secret' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('wrongCurrentPassword');
    }
    const locked = await callRoute(changePassword, { token, json: { currentPassword: password, newPassword: 'a brand new secret' } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing changed: the old password still logs in, the token still works.
    expect((await callRoute(login, { json: { email: 'ann@example.com', password } })).status).toBe(200);
    expect((await callRoute(getUser, { method: 'GET', token })).status).toBe(200);
  });

  it('lets only the free tries through when they come in parallel', async () => {
    const token = await account('ann@example.com');
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callRoute(changePassword, { token, json: { currentPassword: `guess ${i} guess`, newPassword: 'a brand new secret' } }),
      ),
    );
    expect(tries.filter((result) => result.status === 400)).toHaveLength(5);
    expect(tries.filter((result) => result.status === 429)).toHaveLength(15);
  });

  it('clears the count once the right current password is given', async () => {
    const token = await account('ann@example.com');
    for (let i = 0; i < 4; i++)
      await callRoute(changePassword, { token, json: { currentPassword: 'nope nope', newPassword: 'a brand new secret' } });
    const changed = await callRoute(changePassword, { token, json: { currentPassword: password, newPassword: 'a brand new secret' } });
    expect(changed.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const wrong = await callRoute(changePassword, {
        token: changed.body.token,
        json: { currentPassword: 'nope nope', newPassword: 'x brand new secret' },
      });
      expect(wrong.status).toBe(400);
    }
  });

  it('asks for the current password to change the email, and changes nothing without the right one', async () => {
    const token = await account('ann@example.com');
    const missing = await callRoute(patchUser, { method: 'PATCH', token, json: { username: 'Changed', email: 'new@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'currentPasswordRequired', fields: { currentPassword: 'currentPasswordRequired' } });
    const wrong = await callRoute(patchUser, {
      method: 'PATCH',
      token,
      json: { email: 'new@example.com', currentPassword: 'not it at all' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('wrongCurrentPassword');
    expect(await profile(token)).toMatchObject({ username: 'Ann', email: 'ann@example.com' });

    const right = await callRoute(patchUser, { method: 'PATCH', token, json: { email: 'new@example.com', currentPassword: password } });
    expect(right.status).toBe(200);
    expect(await profile(token)).toMatchObject({ email: 'new@example.com' });
  });

  it('needs no password for the username or a change of the email address only in case', async () => {
    const token = await account('ann@example.com');
    const result = await callRoute(patchUser, { method: 'PATCH', token, json: { username: 'Annie', email: 'Ann@Example.com' } });
    expect(result.status).toBe(200);
    expect(await profile(token)).toMatchObject({ username: 'Annie', email: 'Ann@Example.com' });
  });

  it('shares the lock between email and password changes', async () => {
    const token = await account('ann@example.com');
    for (let i = 0; i < 5; i++)
      await callRoute(patchUser, { method: 'PATCH', token, json: { email: `n${i}@example.com`, currentPassword: 'nope nope' } });
    const locked = await callRoute(changePassword, { token, json: { currentPassword: password, newPassword: 'a brand new secret' } });
    expect(locked.status).toBe(429);
  });

  it('limits new email addresses per account, so "taken" cannot test addresses at speed', async () => {
    for (let i = 0; i < 6; i++) await account(`taken${i}@example.com`, `Taken ${i}`);
    const token = await account('ann@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await callRoute(patchUser, { method: 'PATCH', token, json: { email: `taken${i}@example.com`, currentPassword: password } }))
          .status,
      );
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
  });
});

describe.each(engines())('security log on %s', (engine) => {
  let lines: string[];

  beforeEach(async () => {
    await useFreshDatabase(engine);
    lines = [];
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(String(line)));
  });

  afterEach(() => vi.restoreAllMocks());

  const events = () => lines.map((line) => JSON.parse(line) as Record<string, string>).filter((entry) => entry.type === 'security');

  it('writes one line per login failure, lockout, success, password change and email change, never a secret', async () => {
    const token = await account('ann@example.com');
    const userId = (await profile(token))._id as string;
    for (let i = 0; i < 5; i++)
      await callRoute(login, { json: { email: 'Ann@example.com', password: 'wrong secret 1' }, ip: '203.0.113.5' });
    await callRoute(login, { json: { email: 'ann@example.com', password }, ip: '203.0.113.6' });
    await callRoute(changePassword, {
      token,
      json: { currentPassword: 'wrong secret 2', newPassword: 'a brand new secret' },
      ip: '203.0.113.7',
    });
    const changed = await callRoute(changePassword, {
      token,
      json: { currentPassword: password, newPassword: 'a brand new secret' },
      ip: '203.0.113.7',
    });
    await callRoute(patchUser, {
      method: 'PATCH',
      token: changed.body.token,
      json: { email: 'new@example.com', currentPassword: 'a brand new secret' },
    });

    const logged = events().map(({ event, outcome, ip, account: who }) => [event, outcome, ip, who]);
    expect(logged).toEqual([
      ...Array.from({ length: 5 }, () => ['login', 'failure', '203.0.113.5', 'ann@example.com']),
      ['login', 'locked', '203.0.113.6', 'ann@example.com'],
      ['password-change', 'failure', '203.0.113.7', userId],
      ['password-change', 'success', '203.0.113.7', userId],
      ['email-change', 'success', '198.51.100.1', userId],
    ]);
    for (const entry of events()) expect(Date.parse(entry.time!)).toBeGreaterThan(Date.now() - 60_000);
    const all = lines.join('\n');
    for (const secret of [password, 'wrong secret 1', 'wrong secret 2', 'a brand new secret', token, changed.body.token]) {
      expect(all).not.toContain(secret);
    }
  });
});
