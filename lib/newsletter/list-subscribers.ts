import 'server-only';
import { countAllSubscribers, listSubscribersPage } from '@/lib/db/queries/newsletter';
import type { PageQuery } from '@/lib/validations/admin';

export type SubscriberItem = { _id: string; email: string; locale: string; createdAt: string };

export async function listSubscribers({ page, pageSize }: PageQuery) {
  const [rows, total] = await Promise.all([listSubscribersPage(pageSize, (page - 1) * pageSize), countAllSubscribers()]);
  const subscribers: SubscriberItem[] = rows.map((row) => ({
    _id: row.id,
    email: row.email,
    locale: row.locale,
    createdAt: row.created_at,
  }));
  return { subscribers, total, page, pageSize };
}
