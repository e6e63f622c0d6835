import 'server-only';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { insertOutboxMail } from '@/lib/db/queries/mail-outbox';
import { serverEnv } from '@/lib/env';
import { ApiError } from '@/lib/http/api-error';

export type OutgoingMail = {
  to: string[];
  subject: string;
  text: string;
  /** What the outbox keeps instead of `text` when the mail carries a secret only its recipient may read. */
  outboxText?: string;
};
export type MailDelivery = 'smtp' | 'outbox';

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends a message through SMTP_URL, or, without it, keeps it in the outbox that the dashboard
 * shows (with `outboxText` in place of a secret): mail is never dropped silently. Several recipients go in Bcc, so that nobody sees the
 * others' addresses. A server that refuses the message is a 502 carrying its answer.
 */
export async function sendMail(mail: OutgoingMail): Promise<MailDelivery> {
  const { smtpUrl, mailFrom } = serverEnv();
  if (!smtpUrl) {
    await insertOutboxMail({
      id: randomUUID(),
      recipients: JSON.stringify(mail.to),
      subject: mail.subject,
      body: mail.outboxText ?? mail.text,
      created_at: new Date().toISOString(),
    });
    return 'outbox';
  }
  // The header names the sender for a group; the envelope alone says who receives it.
  const addressing = mail.to.length === 1 ? { to: mail.to[0] } : { to: mailFrom, bcc: mail.to, envelope: { from: mailFrom, to: mail.to } };
  try {
    await transportFor(smtpUrl).sendMail({ from: mailFrom, ...addressing, subject: mail.subject, text: mail.text });
  } catch (error) {
    const reason = (error as { response?: string }).response ?? (error as Error).message;
    console.error('Sending mail failed:', reason);
    throw new ApiError(502, 'mailFailed', `The mail server did not accept the message: ${reason}`, { reason });
  }
  return 'smtp';
}
