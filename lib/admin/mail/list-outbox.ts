import 'server-only';
import { pagedList } from '@/lib/admin/paged-list';
import type { PageQuery } from '@/lib/validations/admin';

export async function listOutbox(query: PageQuery) {
  const { items, total, page, pageSize } = await pagedList('mail_outbox', query, (row) => ({
    recipients: JSON.parse(row.recipients) as string[],
    subject: row.subject,
    body: row.body,
  }));
  return { mails: items, total, page, pageSize };
}

export type OutboxMail = Awaited<ReturnType<typeof listOutbox>>['mails'][number];
