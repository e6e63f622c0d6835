import 'server-only';
import { countOutboxMail, listOutboxMail } from '@/lib/db/queries/mail-outbox';
import type { PageQuery } from '@/lib/validations/admin';

export type OutboxMail = { _id: string; recipients: string[]; subject: string; body: string; createdAt: string };

export async function listOutbox({ page, pageSize }: PageQuery) {
  const [rows, total] = await Promise.all([listOutboxMail(pageSize, (page - 1) * pageSize), countOutboxMail()]);
  const mails: OutboxMail[] = rows.map((row) => ({
    _id: row.id,
    recipients: JSON.parse(row.recipients) as string[],
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
  }));
  return { mails, total, page, pageSize };
}
