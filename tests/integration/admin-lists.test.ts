import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { GET as overview } from '@/app/api/admin/overview/route';
import { GET as auditLog } from '@/app/api/admin/audit-log/route';
import { GET as subscribers } from '@/app/api/admin/newsletter-subscribers/route';
import { GET as contactMessages, PATCH as markMessage } from '@/app/api/admin/contact-messages/route';
import { POST as banUser } from '@/app/api/ban-user/route';
import { PUT as updateUser } from '@/app/api/update-user/route';
import { DELETE as deleteUser } from '@/app/api/user/route';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { POST as contact } from '@/app/api/contact/route';
import { database } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { createAccount } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

const names = (body: { users: { username: string }[] }) => body.users.map((user) => user.username);

describe.each(engines())('admin lists on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  async function people() {
    const admin = await createAccount('admin@example.com', { role: 'admin', username: 'Admin' });
    const users = [];
    for (const [username, email] of [
      ['zoë', 'zoe@shoes.test'],
      ['Bob', 'bob@example.com'],
      ['alice', 'alice@walks.test'],
      ['Carl_1', 'carl@example.com'],
      ['Carl%2', 'other@example.com'],
    ] as const) {
      users.push(await createAccount(email, { username }));
    }
    const get = (query = '') => callRoute(listUsers, { method: 'GET', token: admin.token, path: `/api/admin/users${query}` });
    return { admin, users, get };
  }

  it('sorts by name without regard to letter case, both ways', async () => {
    const { get } = await people();
    const asc = await get('?sort=username&order=asc');
    expect(asc.status).toBe(200);
    expect(names(asc.body)).toEqual(['Admin', 'alice', 'Bob', 'Carl%2', 'Carl_1', 'zoë']);
    expect(names((await get('?sort=username&order=desc')).body)).toEqual(['zoë', 'Carl_1', 'Carl%2', 'Bob', 'alice', 'Admin']);
    expect(names((await get('?sort=email&order=asc')).body)).toEqual(['Admin', 'alice', 'Bob', 'Carl_1', 'Carl%2', 'zoë']);
  });

  it('sorts by role and by status', async () => {
    const { admin, users, get } = await people();
    await callRoute(banUser, { token: admin.token, json: { userId: users[1]!.id, reason: 'spam' } });
    expect(names((await get('?sort=role&order=asc&pageSize=1')).body)).toEqual(['Admin']);
    expect(names((await get('?sort=status&order=desc&pageSize=1')).body)).toEqual(['Bob']);
    const bob = (await get('?search=bob')).body.users[0];
    expect(bob).toMatchObject({ banned: true, banReason: 'spam', role: 'user', email: 'bob@example.com' });
    expect(Object.keys(bob).sort()).toEqual(['_id', 'banReason', 'banned', 'createdAt', 'email', 'profileImage', 'role', 'username']);
  });

  it('searches names and addresses, case-insensitively, with % and _ taken literally', async () => {
    const { get } = await people();
    expect(names((await get('?search=ZOË')).body)).toEqual(['zoë']);
    expect(names((await get('?search=example.com&sort=username&order=asc')).body)).toEqual(['Admin', 'Bob', 'Carl%2', 'Carl_1']);
    expect(names((await get('?search=walks')).body)).toEqual(['alice']);
    const literal = await get('?search=l%25');
    expect(names(literal.body)).toEqual(['Carl%2']);
    expect(literal.body.total).toBe(1);
    expect(names((await get('?search=l_')).body)).toEqual(['Carl_1']);
    expect((await get('?search=nobody-has-this')).body).toMatchObject({ users: [], total: 0 });
  });

  it('finds users by their new name after an edit, and no longer after a delete', async () => {
    const { admin, users, get } = await people();
    const bob = users[1]!;
    const body = new FormData();
    for (const [name, value] of Object.entries({ userId: bob.id, username: 'Roberto', email: 'roberto@example.com', role: 'user' }))
      body.append(name, value);
    expect((await callRoute(updateUser, { method: 'PUT', token: admin.token, body })).status).toBe(200);
    expect(names((await get('?search=robert')).body)).toEqual(['Roberto']);
    expect((await get('?search=bob')).body.total).toBe(0);
    await callRoute(deleteUser, { method: 'DELETE', token: admin.token, path: `/api/user?id=${bob.id}` });
    expect((await get('?search=robert')).body.total).toBe(0);
    await createAccount('robertina@example.com', { username: 'Robertina' });
    expect(names((await get('?search=ROBERT')).body)).toEqual(['Robertina']);
  });

  it('pages on the server, with the total', async () => {
    const { get } = await people();
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const result = await get(`?sort=username&order=asc&page=${page}&pageSize=2`);
      expect(result.body).toMatchObject({ total: 6, page, pageSize: 2 });
      pages.push(...names(result.body));
    }
    expect(pages).toEqual(['Admin', 'alice', 'Bob', 'Carl%2', 'Carl_1', 'zoë']);
    expect((await get('?page=4&pageSize=2')).body.users).toEqual([]);
  });

  it.each(['?sort=password_hash', '?order=up', '?page=0', '?pageSize=1000', '?page=abc', '?role=admin', `?search=${'x'.repeat(101)}`])(
    'refuses %s with 400',
    async (query) => {
      const { get } = await people();
      const result = await get(query);
      expect(result.status).toBe(400);
      expect(result.body.error.code).toBe('invalidInput');
    },
  );

  it('counts what matters on the overview', async () => {
    const { admin, users } = await people();
    await database().db.updateTable('users').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', users[0]!.id).execute();
    await callRoute(banUser, { token: admin.token, json: { userId: users[1]!.id, reason: 'spam' } });
    await callRoute(subscribe, { json: { email: 'reader@example.com' } });
    await callRoute(contact, { json: { name: 'Zoë', email: 'zoe@example.com', message: 'Hello' } });
    const result = await callRoute(overview, { method: 'GET', token: admin.token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ users: 6, newThisWeek: 5, banned: 1, subscribers: 1, unreadMessages: 1 });
  });

  it('lists contact messages and marks them read and unread, in the audit log too', async () => {
    const { admin } = await people();
    await callRoute(contact, { json: { name: 'Zoë', email: 'zoe@example.com', message: 'Hello', locale: 'de' } });
    const listed = await callRoute(contactMessages, { method: 'GET', token: admin.token });
    expect(listed.body).toMatchObject({ total: 1, unread: 1 });
    const id = listed.body.messages[0]._id;
    const read = await callRoute(markMessage, { method: 'PATCH', token: admin.token, json: { id, read: true } });
    expect(read.status).toBe(200);
    expect((await callRoute(contactMessages, { method: 'GET', token: admin.token })).body).toMatchObject({ unread: 0 });
    await callRoute(markMessage, { method: 'PATCH', token: admin.token, json: { id, read: false } });
    expect((await callRoute(contactMessages, { method: 'GET', token: admin.token })).body.messages[0].readAt).toBeNull();
    expect((await callRoute(markMessage, { method: 'PATCH', token: admin.token, json: { id: 'nope', read: true } })).status).toBe(404);
    expect((await callRoute(markMessage, { method: 'PATCH', token: admin.token, json: { id, read: 'yes' } })).status).toBe(400);

    const log = await callRoute(auditLog, { method: 'GET', token: admin.token, ip: '192.0.2.44' });
    expect(log.body.total).toBe(2);
    expect(log.body.entries.map((entry: { action: string }) => entry.action).sort()).toEqual(['message.read', 'message.unread']);
    expect(log.body.entries[0]).toMatchObject({ actorEmail: 'admin@example.com', actorId: admin.id, ip: '198.51.100.1' });
  });

  it('lists newsletter subscribers, newest first, page by page', async () => {
    const { admin } = await people();
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await callRoute(subscribe, { json: { email, locale: 'ja' } });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = await callRoute(subscribers, { method: 'GET', token: admin.token, path: '/api/admin/newsletter-subscribers?pageSize=2' });
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.subscribers.map((s: { email: string }) => s.email)).toEqual(['three@example.com', 'two@example.com']);
    expect(first.body.subscribers[0]).toMatchObject({ locale: 'ja' });
  });
});
