import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as requestReset } from '@/app/api/password-reset/route';
import { POST as confirmReset } from '@/app/api/password-reset/confirm/route';
import { POST as login } from '@/app/api/login/route';
import { GET as listOutbox } from '@/app/api/admin/outbox/route';
import { GET as getUser } from '@/app/api/user/route';
import { database } from '@/lib/db/client';
import { env } from '@/lib/env';
import { hashResetToken } from '@/lib/auth/password-reset/reset-token';
import fr from '@/messages/fr.json';
import { callRoute } from '../support/call-route';
import { createAccount, testPassword } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';
import { smtpSinkPerFile } from '../support/smtp-sink';

const sink = smtpSinkPerFile();
const { useSmtp } = sink;
afterAll(() => releaseDatabase());

const outbox = () => database().db.selectFrom('mail_outbox').selectAll().execute();

/** The body of a mail as it arrived at the SMTP server, quoted-printable undone. */
function decodedBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset link as the account holder receives it: through the mail server, never the outbox. */
async function mailedToken(): Promise<{ token: string; body: string; to: string[] }> {
  const mail = await vi.waitFor(
    () => {
      expect(sink.received).toHaveLength(1);
      return sink.received[0]!;
    },
    { timeout: 5000 },
  );
  const body = decodedBody(mail.raw);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  expect(token).toBeDefined();
  return { token: token!, body, to: mail.to };
}

const newPassword = 'a completely new secret';

describe.each(engines())('password reset on %s', (engine) => {
  beforeEach(async () => {
    await useFreshDatabase(engine);
  });

  it('mails a single-use link in the visitor’s language, sets the password and logs out every session', async () => {
    useSmtp();
    const ann = await createAccount('ann@example.com');
    const asked = await callRoute(requestReset, { json: { email: 'ANN@example.com', locale: 'fr' } });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ status: 'sent' });

    const { token, body, to } = await mailedToken();
    expect(to).toEqual(['ann@example.com']);
    expect(body).toContain(fr.PasswordResetMail.body.split('\n')[0]);
    expect(body).toContain(`${env.SITE_URL}/fr/reset-password?token=${token}`);
    const stored = await database().db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await callRoute(confirmReset, { json: { token, password: newPassword, confirmPassword: newPassword } });
    expect(confirmed.status).toBe(200);
    expect((await callRoute(getUser, { method: 'GET', token: ann.token })).status).toBe(401);
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: testPassword } })).status).toBe(401);
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: newPassword } })).status).toBe(200);

    const again = await callRoute(confirmReset, { json: { token, password: 'yet another password' } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalidResetToken');
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: newPassword } })).status).toBe(200);
  });

  it('keeps the mail in the outbox without a mail server, but never a live link, in the table or the API', async () => {
    const admin = await createAccount('boss@example.com', { role: 'admin' });
    await createAccount('ann@example.com');
    expect((await callRoute(requestReset, { json: { email: 'ann@example.com', locale: 'fr' } })).status).toBe(202);
    const [kept] = await vi.waitFor(
      async () => {
        const rows = await outbox();
        expect(rows).toHaveLength(1);
        return rows;
      },
      { timeout: 5000 },
    );
    expect(JSON.parse(kept!.recipients)).toEqual(['ann@example.com']);
    expect(kept!.subject).toBe(fr.PasswordResetMail.subject);
    expect(kept!.body).toContain(fr.PasswordResetMail.linkWithheld);
    const listed = await callRoute(listOutbox, { method: 'GET', token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.mails).toHaveLength(1);
    // A link is made and stored hashed; nothing the outbox keeps or shows hashes to it.
    const { token_hash: live } = await database().db.selectFrom('password_resets').select('token_hash').executeTakeFirstOrThrow();
    const candidates = `${JSON.stringify(await outbox())} ${JSON.stringify(listed.body)}`.match(/[A-Za-z0-9_-]{20,}/g) ?? [];
    expect(candidates.filter((candidate) => hashResetToken(candidate) === live)).toEqual([]);
    expect(`${kept!.body} ${JSON.stringify(listed.body)}`).not.toMatch(/token=/);
  });

  it('gives the same answer for an address without an account, and sends nothing', async () => {
    await createAccount('ann@example.com');
    const asked = await callRoute(requestReset, { json: { email: 'nobody@example.com' } });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ status: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outbox()).toEqual([]);
    expect(await database().db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
  });

  it('sends the link through SMTP when SMTP_URL is set', async () => {
    useSmtp();
    await createAccount('ann@example.com');
    expect((await callRoute(requestReset, { json: { email: 'ann@example.com' } })).status).toBe(202);
    const mail = await vi.waitFor(
      () => {
        expect(sink.received).toHaveLength(1);
        return sink.received[0]!;
      },
      { timeout: 5000 },
    );
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.raw).toContain('/reset-password?token=');
    expect(await outbox()).toEqual([]);
  });

  it('refuses an expired link', async () => {
    useSmtp();
    await createAccount('ann@example.com');
    await callRoute(requestReset, { json: { email: 'ann@example.com' } });
    const { token } = await mailedToken();
    await database()
      .db.updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const result = await callRoute(confirmReset, { json: { token, password: newPassword } });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalidResetToken');
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: testPassword } })).status).toBe(200);
  });

  it('keeps the link usable after a refused weak password', async () => {
    useSmtp();
    await createAccount('ann@example.com');
    await callRoute(requestReset, { json: { email: 'ann@example.com' } });
    const { token } = await mailedToken();
    const weak = await callRoute(confirmReset, { json: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.code).toBe('weakPassword');
    expect((await callRoute(confirmReset, { json: { token, password: newPassword } })).status).toBe(200);
  });

  it.each([[{ email: 'not an address' }], [{ email: 'ann@example.com', extra: 1 }], [{}]])('refuses %j', async (body) => {
    expect((await callRoute(requestReset, { json: body })).status).toBe(400);
  });

  it('limits requests per address, whether or not it has an account', async () => {
    await createAccount('ann@example.com');
    for (const email of ['ann@example.com', 'nobody@example.com']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await callRoute(requestReset, { json: { email }, ip: `192.0.2.${attempt}` })).status).toBe(202);
      }
      const limited = await callRoute(requestReset, { json: { email }, ip: '192.0.2.99' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    await vi.waitFor(async () => expect(await outbox()).toHaveLength(3), { timeout: 5000 });
  });
});
