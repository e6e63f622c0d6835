import 'server-only';
import { pagedList } from '@/lib/admin/paged-list';
import type { PageQuery } from '@/lib/validations/admin';

export async function listSubscribers(query: PageQuery) {
  const { items, total, page, pageSize } = await pagedList('newsletter_subscribers', query, (row) => ({
    email: row.email,
    locale: row.locale,
  }));
  return { subscribers: items, total, page, pageSize };
}

export type SubscriberItem = Awaited<ReturnType<typeof listSubscribers>>['subscribers'][number];
