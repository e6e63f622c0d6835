import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as signup } from '@/app/api/signup/route';
import { GET as adminMessages } from '@/app/api/admin/contact-messages/route';
import { database } from '@/lib/db/client';
import { findUserByEmail, updateUser } from '@/lib/db/queries/users';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

const subscribers = () => database().db.selectFrom('newsletter_subscribers').selectAll().execute();

describe.each(engines())('newsletter on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('stores an address once, whatever its case', async () => {
    const first = await callRoute(subscribe, { json: { email: 'Reader@Example.com', locale: 'fr' } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ status: 'subscribed' });
    const again = await callRoute(subscribe, { json: { email: 'reader@example.COM' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'already' });
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'Reader@Example.com', locale: 'fr' });
  });

  it.each(['', 'not-an-address', 'a@b', `x@example.com\r\nBcc: y@example.com`])('refuses %j and stores nothing', async (email) => {
    const result = await callRoute(subscribe, { json: { email } });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: 'invalidEmail', parameter: 'email', fields: { email: 'invalidEmail' } });
    expect(await subscribers()).toEqual([]);
  });

  it('answers a plain form post with a redirect to the result page in the form’s language', async () => {
    const form = (email: string, locale: string) =>
      callRoute(subscribe, {
        body: new URLSearchParams({ email, locale }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const subscribed = await form('new@example.com', 'fr');
    expect(subscribed.status).toBe(303);
    expect(subscribed.headers.get('location')).toBe('/fr/newsletter/subscribed');
    expect((await form('NEW@example.com', 'en')).headers.get('location')).toBe('/newsletter/already');
    expect((await form('bad', 'ja')).headers.get('location')).toBe('/ja/newsletter/invalid');
    expect((await form('x@example.com', 'xx')).headers.get('location')).toBe('/newsletter/subscribed');
  });
});

describe.each(engines())('contact messages on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  async function adminToken() {
    const password = 'correct horse battery';
    const result = await callRoute(signup, {
      json: { username: 'Admin', email: 'admin@example.com', password, confirmPassword: password },
    });
    await updateUser((await findUserByEmail('admin@example.com'))!.id, { role: 'admin' });
    return result.body.token as string;
  }

  it('stores a message that administrators, and only they, can read', async () => {
    const sent = await callRoute(contact, {
      json: { name: 'Zoë', email: 'zoe@example.com', message: 'Your UGG chart helped!', locale: 'de' },
    });
    expect(sent.status).toBe(201);
    const token = await adminToken();
    const listed = await callRoute(adminMessages, { method: 'GET', token });
    expect(listed.status).toBe(200);
    expect(listed.body.messages).toEqual([
      expect.objectContaining({ name: 'Zoë', email: 'zoe@example.com', message: 'Your UGG chart helped!', locale: 'de', readAt: null }),
    ]);

    const password = 'another good password';
    const user = await callRoute(signup, { json: { username: 'Bo', email: 'bo@example.com', password, confirmPassword: password } });
    expect((await callRoute(adminMessages, { method: 'GET', token: user.body.token })).status).toBe(403);
    expect((await callRoute(adminMessages, { method: 'GET' })).status).toBe(401);
  });

  it.each([
    [{ name: '', email: 'a@example.com', message: 'hi' }],
    [{ name: 'A', email: 'nope', message: 'hi' }],
    [{ name: 'A', email: 'a@example.com', message: '' }],
    [{ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }],
  ])('refuses incomplete input %# and stores nothing', async (input) => {
    expect((await callRoute(contact, { json: input })).status).toBe(400);
    expect(await database().db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
  });

  it('limits messages per client address', async () => {
    const message = { name: 'Spammer', email: 'spam@example.com', message: 'Buy now' };
    for (let i = 0; i < 5; i++) expect((await callRoute(contact, { json: message, ip: '203.0.113.9' })).status).toBe(201);
    const limited = await callRoute(contact, { json: message, ip: '203.0.113.9' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await callRoute(contact, { json: message, ip: '203.0.113.10' })).status).toBe(201);
  });
});
