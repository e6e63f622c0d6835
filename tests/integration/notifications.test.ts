import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as sendNotification } from '@/app/api/send-notification/route';
import { GET as list } from '@/app/api/notifications/route';
import { GET as unreadCount } from '@/app/api/notifications/unread-count/route';
import { POST as markRead } from '@/app/api/notifications/read/route';
import { callRoute } from '../support/call-route';
import { createAccount } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

describe.each(engines())('notifications on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  async function withThreeNotifications() {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const ann = await createAccount('ann@example.com');
    const bob = await createAccount('bob@example.com');
    for (const message of ['one', 'two', 'three']) {
      await callRoute(sendNotification, { token: admin.token, json: { recipientUserId: ann.id, message, type: 'notification' } });
    }
    await callRoute(sendNotification, { token: admin.token, json: { recipientUserId: bob.id, message: 'for bob', type: 'notification' } });
    return { admin, ann, bob };
  }

  it('shows each user only their own notifications, newest first, with the unread count', async () => {
    const { ann, bob } = await withThreeNotifications();
    const inbox = await callRoute(list, { method: 'GET', token: ann.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({ total: 3, unread: 3 });
    expect(inbox.body.notifications.map((n: { message: string }) => n.message)).toEqual(['three', 'two', 'one']);
    expect((await callRoute(unreadCount, { method: 'GET', token: bob.token })).body).toEqual({ unread: 1 });
    const paged = await callRoute(list, { method: 'GET', token: ann.token, path: '/api/notifications?page=2&pageSize=2' });
    expect(paged.body.notifications.map((n: { message: string }) => n.message)).toEqual(['one']);
  });

  it('marks chosen notifications read, never another user’s, then all of them', async () => {
    const { ann, bob } = await withThreeNotifications();
    const annItems = (await callRoute(list, { method: 'GET', token: ann.token })).body.notifications as { _id: string }[];
    const bobItem = (await callRoute(list, { method: 'GET', token: bob.token })).body.notifications[0] as { _id: string };

    const some = await callRoute(markRead, { token: ann.token, json: { ids: [annItems[0]!._id, bobItem._id] } });
    expect(some.status).toBe(200);
    expect(some.body).toEqual({ marked: 1, unread: 2 });
    expect((await callRoute(unreadCount, { method: 'GET', token: bob.token })).body).toEqual({ unread: 1 });

    const all = await callRoute(markRead, { token: ann.token, json: { all: true } });
    expect(all.body).toEqual({ marked: 2, unread: 0 });
    const after = await callRoute(list, { method: 'GET', token: ann.token });
    expect(after.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it.each([[{}], [{ ids: [] }], [{ all: false }], [{ ids: ['a'], all: true }]])('refuses %j', async (body) => {
    const { ann } = await withThreeNotifications();
    expect((await callRoute(markRead, { token: ann.token, json: body })).status).toBe(400);
    expect((await callRoute(unreadCount, { method: 'GET', token: ann.token })).body).toEqual({ unread: 3 });
  });

  it('needs a login', async () => {
    expect((await callRoute(list, { method: 'GET' })).status).toBe(401);
    expect((await callRoute(unreadCount, { method: 'GET' })).status).toBe(401);
    expect((await callRoute(markRead, { json: { all: true } })).status).toBe(401);
  });
});
