import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { POST as banUser } from '@/app/api/ban-user/route';
import { DELETE as deleteUser } from '@/app/api/user/route';
import { POST as logoutAll } from '@/app/api/user/logout-all/route';
import { POST as requestReset } from '@/app/api/password-reset/route';
import { POST as confirmReset } from '@/app/api/password-reset/confirm/route';
import { database } from '@/lib/db/client';
import { hashResetToken } from '@/lib/auth/password-reset/reset-token';
import { callRoute } from '../support/call-route';
import { createAccount, testPassword } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

type Line = Record<string, string>;
let lines: string[] = [];

beforeEach(() => {
  lines = [];
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());

/** The security lines written so far, each checked to be one line of JSON with a time. */
function logged(event: string): Line[] {
  return lines
    .filter((line) => line.includes('"type":"security"'))
    .map((line) => {
      expect(line.split('\n')).toHaveLength(1);
      const entry = JSON.parse(line) as Line;
      expect(Number.isNaN(Date.parse(entry.time!))).toBe(false);
      return entry;
    })
    .filter((entry) => entry.event === event);
}

describe.each(engines())('security log on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('records refused access to admin routes, anonymous (401) and by a user (403)', async () => {
    const ann = await createAccount('ann@example.com');
    expect((await callRoute(listUsers, { method: 'GET', ip: '203.0.113.7', path: '/api/admin/users' })).status).toBe(401);
    expect((await callRoute(listUsers, { method: 'GET', ip: '203.0.113.8', token: ann.token, path: '/api/admin/users' })).status).toBe(403);
    expect(logged('admin-access')).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        ip: '203.0.113.7',
        account: '',
        action: 'GET /api/admin/users',
        reason: 'sessionExpired',
      }),
      expect.objectContaining({
        outcome: 'refused',
        ip: '203.0.113.8',
        account: ann.id,
        action: 'GET /api/admin/users',
        reason: 'forbidden',
      }),
    ]);
  });

  it('records refused admin actions: banning or deleting oneself', async () => {
    const boss = await createAccount('boss@example.com', { role: 'admin' });
    expect((await callRoute(banUser, { json: { userId: boss.id, reason: 'oops' }, token: boss.token, ip: '203.0.113.9' })).status).toBe(
      409,
    );
    expect(
      (await callRoute(deleteUser, { method: 'DELETE', path: `/api/user?id=${boss.id}`, token: boss.token, ip: '203.0.113.9' })).status,
    ).toBe(409);
    expect(logged('admin-action')).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        ip: '203.0.113.9',
        actor: boss.id,
        target: boss.id,
        action: 'user.ban',
        reason: 'selfAction',
      }),
      expect.objectContaining({
        outcome: 'refused',
        ip: '203.0.113.9',
        actor: boss.id,
        target: boss.id,
        action: 'user.delete',
        reason: 'selfAction',
      }),
    ]);
  });

  it('records password-reset requests and uses, and logging out everywhere, never with a token or password', async () => {
    const ann = await createAccount('ann@example.com');
    expect((await callRoute(requestReset, { json: { email: 'Ann@Example.com' }, ip: '203.0.113.10' })).status).toBe(202);
    expect((await callRoute(requestReset, { json: { email: 'nobody@example.com' }, ip: '203.0.113.10' })).status).toBe(202);
    expect(logged('password-reset-request')).toEqual([
      expect.objectContaining({ outcome: 'success', ip: '203.0.113.10', account: 'ann@example.com' }),
      expect.objectContaining({ outcome: 'success', ip: '203.0.113.10', account: 'nobody@example.com' }),
    ]);

    const token = 'a-known-token-for-this-test-only-0123456789abcdef';
    const now = Date.now();
    await database()
      .db.insertInto('password_resets')
      .values({
        token_hash: hashResetToken(token),
        user_id: ann.id,
        expires_at: new Date(now + 60_000).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    const password = 'a brand new password';
    expect(
      (await callRoute(confirmReset, { json: { token: 'not-a-live-token-but-long-enough-to-be-one', password }, ip: '203.0.113.11' }))
        .status,
    ).toBe(400);
    expect((await callRoute(confirmReset, { json: { token, password }, ip: '203.0.113.11' })).status).toBe(200);
    expect(logged('password-reset')).toEqual([
      expect.objectContaining({ outcome: 'failure', ip: '203.0.113.11', account: '' }),
      expect.objectContaining({ outcome: 'success', ip: '203.0.113.11', account: ann.id }),
    ]);

    expect((await callRoute(logoutAll, { token: ann.token, ip: '203.0.113.12' })).status).toBe(401);
    const fresh = await createAccount('carl@example.com');
    expect((await callRoute(logoutAll, { token: fresh.token, ip: '203.0.113.12' })).status).toBe(204);
    expect(logged('logout-all')).toEqual([expect.objectContaining({ outcome: 'success', ip: '203.0.113.12', account: fresh.id })]);

    const everything = lines.join('\n');
    for (const secret of [token, password, testPassword, ann.token, fresh.token]) expect(everything).not.toContain(secret);
  });
});
