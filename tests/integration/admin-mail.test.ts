import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as sendEmail } from '@/app/api/send-email/route';
import { GET as outbox } from '@/app/api/admin/outbox/route';
import { database } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { createAccount } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';
import { smtpSinkPerFile } from '../support/smtp-sink';

const sink = smtpSinkPerFile();
const { useSmtp } = sink;
afterAll(() => releaseDatabase());

const outboxRows = () => database().db.selectFrom('mail_outbox').selectAll().execute();
const audit = () => database().db.selectFrom('audit_log').selectAll().execute();

describe.each(engines())('send-email through SMTP on %s', (engine) => {
  beforeEach(async () => {
    await useFreshDatabase(engine);
  });

  it('sends one message, recipients de-duplicated and hidden from each other in Bcc', async () => {
    useSmtp();
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const result = await callRoute(sendEmail, {
      token: admin.token,
      json: {
        emails: ['ann@example.com', 'Bob@example.com', 'ANN@example.com'],
        subject: 'Winter sizes',
        message: 'Our new charts are out.',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ recipients: 2, delivery: 'smtp' });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.to.sort()).toEqual(['Bob@example.com', 'ann@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Winter sizes\r?$/m);
    expect(mail!.raw).toContain('Our new charts are out.');
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toContain('ann@example.com');
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(await outboxRows()).toEqual([]);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'mail.send', actor_user_id: admin.id });
    expect(JSON.parse(entry!.details)).toMatchObject({ recipients: 2, subject: 'Winter sizes', delivery: 'smtp' });
  });

  it('addresses a single recipient directly', async () => {
    useSmtp();
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    expect(
      (await callRoute(sendEmail, { token: admin.token, json: { emails: ['ann@example.com'], subject: 'Hi', message: 'Hello' } })).status,
    ).toBe(200);
    expect(sink.received[0]!.raw).toMatch(/^To: ann@example.com\r?$/m);
  });

  it('reports the server’s refusal as a failure with its reason, and records nothing', async () => {
    useSmtp();
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const result = await callRoute(sendEmail, {
      token: admin.token,
      json: { emails: ['refuse@example.com'], subject: 'Hi', message: 'Hello' },
    });
    expect(result.status).toBe(502);
    expect(result.body.error.code).toBe('mailFailed');
    expect(result.body.error.reason).toContain('Mailbox unavailable');
    expect(sink.received).toEqual([]);
    expect(await audit()).toEqual([]);
  });
});

describe.each(engines())('send-email without SMTP on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('keeps the message in the outbox, which the dashboard lists', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const result = await callRoute(sendEmail, {
      token: admin.token,
      json: { emails: ['ann@example.com', 'bob@example.com'], subject: 'Hi', message: 'Hello there' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ recipients: 2, delivery: 'outbox' });
    const listed = await callRoute(outbox, { method: 'GET', token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 1, page: 1 });
    expect(listed.body.mails).toEqual([
      expect.objectContaining({ recipients: ['ann@example.com', 'bob@example.com'], subject: 'Hi', body: 'Hello there' }),
    ]);
  });

  it('accepts 500 different addresses, however often each is repeated', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const emails = Array.from({ length: 500 }, (_, index) => `reader${index}@example.com`);
    const result = await callRoute(sendEmail, {
      token: admin.token,
      json: { emails: [...emails, ...emails.map((email) => email.toUpperCase())], subject: 'All', message: 'Everyone' },
    });
    expect(result.status).toBe(200);
    expect(result.body.recipients).toBe(500);
  });

  it.each([
    [
      '501 different addresses',
      { emails: Array.from({ length: 501 }, (_, index) => `r${index}@example.com`), subject: 's', message: 'm' },
      'tooManyRecipients',
    ],
    ['no address', { emails: [], subject: 's', message: 'm' }, 'invalidInput'],
    ['a bad address', { emails: ['ann@example.com', 'not an address'], subject: 's', message: 'm' }, 'invalidEmail'],
    ['CR/LF in an address', { emails: ['ann@example.com\r\nBcc: eve@example.com'], subject: 's', message: 'm' }, 'invalidEmail'],
    ['CR/LF in the subject', { emails: ['ann@example.com'], subject: 'Hi\r\nBcc: eve@example.com', message: 'm' }, 'invalidInput'],
    ['an empty subject', { emails: ['ann@example.com'], subject: '  ', message: 'm' }, 'invalidInput'],
    ['an empty message', { emails: ['ann@example.com'], subject: 's', message: '' }, 'invalidInput'],
    ['an unknown field', { emails: ['ann@example.com'], subject: 's', message: 'm', cc: ['eve@example.com'] }, 'invalidInput'],
  ])('refuses %s and sends nothing', async (_name, input, code) => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const result = await callRoute(sendEmail, { token: admin.token, json: input });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe(code);
    expect(await outboxRows()).toEqual([]);
    expect(await audit()).toEqual([]);
  });
});
