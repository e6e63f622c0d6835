import 'server-only';
import { countNotificationsFor, listNotificationsFor, markNotificationsRead } from '@/lib/db/queries/notifications';
import type { PageQuery } from '@/lib/validations/admin';

export type NotificationItem = {
  _id: string;
  type: 'notification' | 'edit_user';
  /** The administrator's words; for an automatic `edit_user` notice, the changed fields (comma-separated). */
  message: string;
  createdAt: string;
  read: boolean;
};

export async function listMyNotifications(userId: string, { page, pageSize }: PageQuery) {
  const [rows, total, unread] = await Promise.all([
    listNotificationsFor(userId, pageSize, (page - 1) * pageSize),
    countNotificationsFor(userId, false),
    countNotificationsFor(userId, true),
  ]);
  const notifications: NotificationItem[] = rows.map((row) => ({
    _id: row.id,
    type: row.type,
    message: row.message,
    createdAt: row.created_at,
    read: row.read_at !== null,
  }));
  return { notifications, total, unread, page, pageSize };
}

export async function countMyUnreadNotifications(userId: string): Promise<{ unread: number }> {
  return { unread: await countNotificationsFor(userId, true) };
}

/** Marks some (or all) of the user's own notifications read; ids of other users' are ignored. */
export async function markMyNotificationsRead(userId: string, input: { ids: string[] } | { all: true }) {
  const marked = await markNotificationsRead(userId, 'ids' in input ? input.ids : null, new Date().toISOString());
  return { marked, ...(await countMyUnreadNotifications(userId)) };
}
