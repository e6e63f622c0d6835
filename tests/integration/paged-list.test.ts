import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as outbox } from '@/app/api/admin/outbox/route';
import { GET as contactMessages } from '@/app/api/admin/contact-messages/route';
import { database } from '@/lib/db/client';
import { pagedList } from '@/lib/admin/paged-list';
import { callRoute } from '../support/call-route';
import { createAccount } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

/** Seven mails, three of them written in the same millisecond, so only the id orders them. */
async function sevenMails() {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
  const rows = [
    { id: 'm1', minute: 1 },
    { id: 'm2', minute: 2 },
    { id: 'm3', minute: 3 },
    { id: 'm4', minute: 3 },
    { id: 'm5', minute: 3 },
    { id: 'm6', minute: 4 },
    { id: 'm7', minute: 5 },
  ];
  for (const { id, minute } of rows) {
    await database()
      .db.insertInto('mail_outbox')
      .values({ id, recipients: JSON.stringify([`${id}@example.com`]), subject: `Subject ${id}`, body: 'Hi', created_at: at(minute) })
      .execute();
  }
}

describe.each(engines())('the one paged list query on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('pages newest first, ties by id, so the pages together hold every row exactly once', async () => {
    await sevenMails();
    const map = (row: { subject: string }) => ({ subject: row.subject });
    const pages = await Promise.all([1, 2, 3].map((page) => pagedList('mail_outbox', { page, pageSize: 3 }, map)));
    expect(pages.map((page) => page.items.map((item) => item._id))).toEqual([['m7', 'm6', 'm5'], ['m4', 'm3', 'm2'], ['m1']]);
    expect(pages.every((page) => page.total === 7)).toBe(true);
    expect(pages[0]?.items[0]).toEqual({ _id: 'm7', createdAt: '2026-01-01T12:05:00.000Z', subject: 'Subject m7' });
  });

  it('answers the outbox and the contact messages through it, in the shape the dashboard reads', async () => {
    await sevenMails();
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const mails = await callRoute(outbox, { method: 'GET', token: admin.token, path: '/api/admin/outbox?page=2&pageSize=2' });
    expect(mails.status).toBe(200);
    expect(mails.body).toEqual({
      mails: [
        { _id: 'm5', createdAt: '2026-01-01T12:03:00.000Z', recipients: ['m5@example.com'], subject: 'Subject m5', body: 'Hi' },
        { _id: 'm4', createdAt: '2026-01-01T12:03:00.000Z', recipients: ['m4@example.com'], subject: 'Subject m4', body: 'Hi' },
      ],
      total: 7,
      page: 2,
      pageSize: 2,
    });
    for (const [id, readAt] of [
      ['c1', null],
      ['c2', '2026-01-02T00:00:00.000Z'],
      ['c3', null],
    ] as const) {
      await database()
        .db.insertInto('contact_messages')
        .values({
          id,
          name: 'Ann',
          email: 'ann@example.com',
          message: 'Hello',
          locale: 'en',
          created_at: `2026-01-01T00:00:0${id[1]}.000Z`,
          read_at: readAt,
        })
        .execute();
    }
    const messages = await callRoute(contactMessages, {
      method: 'GET',
      token: admin.token,
      path: '/api/admin/contact-messages?pageSize=2',
    });
    expect(messages.body).toMatchObject({ total: 3, unread: 2, page: 1, pageSize: 2 });
    expect(messages.body.messages.map((message: { _id: string }) => message._id)).toEqual(['c3', 'c2']);
    expect(messages.body.messages[1]).toEqual({
      _id: 'c2',
      createdAt: '2026-01-01T00:00:02.000Z',
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello',
      locale: 'en',
      readAt: '2026-01-02T00:00:00.000Z',
    });
  });
});
