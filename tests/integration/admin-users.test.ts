import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as getUser, DELETE as deleteUser } from '@/app/api/user/route';
import { POST as banUser } from '@/app/api/ban-user/route';
import { POST as unbanUser } from '@/app/api/unban-user/route';
import { POST as sendEmail } from '@/app/api/send-email/route';
import { POST as sendNotification } from '@/app/api/send-notification/route';
import { PUT as updateUser } from '@/app/api/update-user/route';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { GET as overview } from '@/app/api/admin/overview/route';
import { GET as auditLog } from '@/app/api/admin/audit-log/route';
import { GET as outbox } from '@/app/api/admin/outbox/route';
import { GET as subscribers } from '@/app/api/admin/newsletter-subscribers/route';
import { GET as contactMessages, PATCH as markMessage } from '@/app/api/admin/contact-messages/route';
import { POST as login } from '@/app/api/login/route';
import { database } from '@/lib/db/client';
import { findUserById } from '@/lib/db/queries/users';
import { banUser as banUserDirectly } from '@/lib/users/ban-user';
import { callRoute } from '../support/call-route';
import { createAccount, testPassword } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const auditActions = async () =>
  (await database().db.selectFrom('audit_log').select('action').orderBy('created_at').execute()).map((row) => row.action);

describe.each(engines())('admin API access on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('answers 401 without a token and 403 to a non-admin on every admin endpoint, and changes nothing', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const user = await createAccount('user@example.com');
    const calls = [
      () => ({ handler: deleteUser, options: { method: 'DELETE', path: `/api/user?id=${admin.id}` } }),
      () => ({ handler: banUser, options: { json: { userId: admin.id, reason: 'x' } } }),
      () => ({ handler: unbanUser, options: { json: { userId: admin.id } } }),
      () => ({ handler: sendEmail, options: { json: { emails: ['a@example.com'], subject: 's', message: 'm' } } }),
      () => ({ handler: sendNotification, options: { json: { recipientUserId: admin.id, message: 'm', type: 'notification' } } }),
      () => ({
        handler: updateUser,
        options: { method: 'PUT', body: form({ userId: user.id, username: 'Boss', email: 'user@example.com', role: 'admin' }) },
      }),
      () => ({ handler: listUsers, options: { method: 'GET' } }),
      () => ({ handler: overview, options: { method: 'GET' } }),
      () => ({ handler: auditLog, options: { method: 'GET' } }),
      () => ({ handler: outbox, options: { method: 'GET' } }),
      () => ({ handler: subscribers, options: { method: 'GET' } }),
      () => ({ handler: contactMessages, options: { method: 'GET' } }),
      () => ({ handler: markMessage, options: { method: 'PATCH', json: { id: 'x', read: true } } }),
    ];
    for (const make of calls) {
      const anonymous = make();
      expect((await callRoute(anonymous.handler, anonymous.options)).status).toBe(401);
      const asUser = make();
      const refused = await callRoute(asUser.handler, { ...asUser.options, token: user.token });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    expect(await findUserById(admin.id)).toMatchObject({ banned: 0, role: 'admin' });
    expect(await findUserById(user.id)).toMatchObject({ role: 'user', username: 'user' });
    expect(await auditActions()).toEqual([]);
    expect(await database().db.selectFrom('notifications').selectAll().execute()).toEqual([]);
  });

  it('reads the role from the database: a demoted admin is refused at once', async () => {
    const first = await createAccount('first@example.com', { role: 'admin' });
    const second = await createAccount('second@example.com', { role: 'admin' });
    expect((await callRoute(listUsers, { method: 'GET', token: second.token })).status).toBe(200);
    const demoted = await callRoute(updateUser, {
      method: 'PUT',
      token: first.token,
      body: form({ userId: second.id, username: 'second', email: 'second@example.com', role: 'user' }),
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('user');
    expect((await callRoute(listUsers, { method: 'GET', token: second.token })).status).toBe(403);
  });
});

describe.each(engines())('ban and unban on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('bans a user at once: their token stops working, login says why, and the audit log records it', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const user = await createAccount('user@example.com');
    expect((await callRoute(getUser, { method: 'GET', token: user.token })).status).toBe(200);

    const banned = await callRoute(banUser, { token: admin.token, ip: '203.0.113.7', json: { userId: user.id, reason: 'Spam links' } });
    expect(banned.status).toBe(200);
    expect(banned.body).toMatchObject({ _id: user.id, banned: true, banReason: 'Spam links' });
    expect((await callRoute(getUser, { method: 'GET', token: user.token })).status).toBe(401);
    const relogin = await callRoute(login, { json: { email: 'user@example.com', password: testPassword } });
    expect(relogin.status).toBe(403);
    expect(relogin.body.error).toMatchObject({ code: 'banned', reason: 'Spam links' });

    const entry = await database().db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'user.ban',
      actor_user_id: admin.id,
      actor_email: 'admin@example.com',
      target_user_id: user.id,
      ip: '203.0.113.7',
    });
    expect(JSON.parse(entry.details)).toEqual({ reason: 'Spam links' });

    const unbanned = await callRoute(unbanUser, { token: admin.token, json: { userId: user.id } });
    expect(unbanned.status).toBe(200);
    expect(unbanned.body).toMatchObject({ banned: false, banReason: null });
    // The ban revoked the old token for good; logging in again works.
    expect((await callRoute(getUser, { method: 'GET', token: user.token })).status).toBe(401);
    expect((await callRoute(login, { json: { email: 'user@example.com', password: testPassword } })).status).toBe(200);
    expect(await auditActions()).toEqual(['user.ban', 'user.unban']);
  });

  it.each([
    [{ reason: 'no user id' }, 400],
    [{ userId: 'x', reason: '   ' }, 400],
    [{ userId: 'x', reason: 'ok', extra: true }, 400],
    [{ userId: 'x', reason: 'r'.repeat(501) }, 400],
  ])('refuses %j and bans nobody', async (input, status) => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const user = await createAccount('user@example.com');
    const result = await callRoute(banUser, { token: admin.token, json: { ...input, ...('userId' in input && { userId: user.id }) } });
    expect(result.status).toBe(status);
    expect(result.body.error.code).toBe('invalidInput');
    expect(await findUserById(user.id)).toMatchObject({ banned: 0 });
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const result = await callRoute(banUser, { token: admin.token, json: { userId: 'no-such-user', reason: 'x' } });
    expect(result.status).toBe(404);
    expect((await callRoute(unbanUser, { token: admin.token, json: { userId: 'no-such-user' } })).status).toBe(404);
  });

  it('refuses to let an admin ban themselves', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const result = await callRoute(banUser, { token: admin.token, json: { userId: admin.id, reason: 'oops' } });
    expect(result.status).toBe(409);
    expect(result.body.error.code).toBe('selfAction');
    expect(await findUserById(admin.id)).toMatchObject({ banned: 0 });
  });

  it('lets one admin ban another while a second admin remains, and keeps the last one', async () => {
    const first = await createAccount('first@example.com', { role: 'admin' });
    const second = await createAccount('second@example.com', { role: 'admin' });
    expect((await callRoute(banUser, { token: first.token, json: { userId: second.id, reason: 'left the team' } })).status).toBe(200);
    // Nobody who can log in as an admin is left to act, but the rule holds for any caller.
    await expect(
      banUserDirectly({ id: 'someone-else', email: 'x@example.com', ip: '::1' }, { userId: first.id, reason: 'x' }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'lastAdmin',
    });
    expect(await findUserById(first.id)).toMatchObject({ banned: 0, role: 'admin' });
  });
});

describe.each(engines())('delete on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('deletes by id: the user, their notifications and their token are gone at once', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const user = await createAccount('user@example.com');
    await callRoute(sendNotification, { token: admin.token, json: { recipientUserId: user.id, message: 'hello', type: 'notification' } });
    const result = await callRoute(deleteUser, { method: 'DELETE', path: `/api/user?id=${user.id}`, token: admin.token });
    expect(result.status).toBe(200);
    expect(await findUserById(user.id)).toBeUndefined();
    expect((await callRoute(getUser, { method: 'GET', token: user.token })).status).toBe(401);
    expect(await database().db.selectFrom('notifications').selectAll().execute()).toEqual([]);
    expect(await auditActions()).toEqual(['notification.send', 'user.delete']);
  });

  it('answers 400 without an id, 404 for an unknown one, 409 for oneself, and deletes nothing', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    expect((await callRoute(deleteUser, { method: 'DELETE', path: '/api/user', token: admin.token })).status).toBe(400);
    expect((await callRoute(deleteUser, { method: 'DELETE', path: '/api/user?id=x&extra=1', token: admin.token })).status).toBe(400);
    expect((await callRoute(deleteUser, { method: 'DELETE', path: '/api/user?id=nobody', token: admin.token })).status).toBe(404);
    const self = await callRoute(deleteUser, { method: 'DELETE', path: `/api/user?id=${admin.id}`, token: admin.token });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('selfAction');
    expect(await findUserById(admin.id)).toBeDefined();
    expect(await auditActions()).toEqual([]);
  });

  it('deletes another admin while one remains', async () => {
    const first = await createAccount('first@example.com', { role: 'admin' });
    const second = await createAccount('second@example.com', { role: 'admin' });
    expect((await callRoute(deleteUser, { method: 'DELETE', path: `/api/user?id=${second.id}`, token: first.token })).status).toBe(200);
    expect((await callRoute(listUsers, { method: 'GET', token: second.token })).status).toBe(401);
  });
});

describe.each(engines())('notifications sent by an admin on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('stores a notification for the recipient and records it', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const user = await createAccount('user@example.com');
    const sent = await callRoute(sendNotification, {
      token: admin.token,
      json: { recipientUserId: user.id, message: ' Welcome aboard ', type: 'notification' },
    });
    expect(sent.status).toBe(201);
    const stored = await database().db.selectFrom('notifications').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({
        recipient_user_id: user.id,
        sender_user_id: admin.id,
        type: 'notification',
        message: 'Welcome aboard',
        read_at: null,
      }),
    ]);
    expect(await auditActions()).toEqual(['notification.send']);
  });

  it.each([
    [{ message: '', type: 'notification' }, 400],
    [{ message: 'hi', type: 'shout' }, 400],
    [{ message: 'hi', type: 'notification', urgent: true }, 400],
    [{ message: 'x'.repeat(2001), type: 'notification' }, 400],
  ])('refuses %j and stores nothing', async (input, status) => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const user = await createAccount('user@example.com');
    expect((await callRoute(sendNotification, { token: admin.token, json: { recipientUserId: user.id, ...input } })).status).toBe(status);
    expect(await database().db.selectFrom('notifications').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown recipient', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const result = await callRoute(sendNotification, {
      token: admin.token,
      json: { recipientUserId: 'nobody', message: 'hi', type: 'notification' },
    });
    expect(result.status).toBe(404);
  });
});
