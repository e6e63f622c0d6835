import 'server-only';
import { markNotificationsRead } from '@/lib/db/queries/notifications';
import { countRows } from '@/lib/db/queries/paged-list';
import { pagedList } from '@/lib/admin/paged-list';
import type { PageQuery } from '@/lib/validations/admin';

export async function listMyNotifications(userId: string, query: PageQuery) {
  const { items, total, unread, page, pageSize } = await pagedList(
    'notifications',
    query,
    // `message` is the administrator's words; for an automatic `edit_user` notice, the changed fields (comma-separated).
    (row) => ({ type: row.type, message: row.message, read: row.read_at !== null }),
    { filter: { recipientUserId: userId }, unread: true },
  );
  return { notifications: items, total, unread, page, pageSize };
}

export type NotificationItem = Awaited<ReturnType<typeof listMyNotifications>>['notifications'][number];

export async function countMyUnreadNotifications(userId: string): Promise<{ unread: number }> {
  return { unread: await countRows('notifications', { recipientUserId: userId, unreadOnly: true }) };
}

/** Marks some (or all) of the user's own notifications read; ids of other users' are ignored. */
export async function markMyNotificationsRead(userId: string, input: { ids: string[] } | { all: true }) {
  const marked = await markNotificationsRead(userId, 'ids' in input ? input.ids : null, new Date().toISOString());
  return { marked, ...(await countMyUnreadNotifications(userId)) };
}
