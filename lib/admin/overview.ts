import 'server-only';
import { countUsersByState } from '@/lib/db/queries/admin-users';
import { countRows } from '@/lib/db/queries/paged-list';

export type AdminOverview = { users: number; newThisWeek: number; banned: number; subscribers: number; unreadMessages: number };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function adminOverview(now = Date.now()): Promise<AdminOverview> {
  const [users, subscribers, unreadMessages] = await Promise.all([
    countUsersByState(new Date(now - WEEK_MS).toISOString()),
    countRows('newsletter_subscribers'),
    countRows('contact_messages', { unreadOnly: true }),
  ]);
  return { ...users, subscribers, unreadMessages };
}
