'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { NotificationItem } from '@/lib/admin/notifications/inbox';
import { announceNotificationsChanged } from '@/components/notifications/use-unread-count';
import { AdminTable, usePagedList, type PageInfo } from './admin-table';
import { PageHeading } from './page-heading';

type NotificationsPage = PageInfo & { notifications: NotificationItem[]; unread: number };
const fieldKeys = ['username', 'email', 'role', 'profileImage'] as const;

export function NotificationsList() {
  const t = useTranslations('Notifications');
  const format = useFormatter();
  const list = usePagedList<NotificationsPage>('/api/notifications', 20);

  async function markRead(body: { ids: string[] } | { all: true }) {
    const result = await apiFetch('/api/notifications/read', { method: 'POST', json: body });
    if (!result.ok) notify('error', t('markFailed'));
    announceNotificationsChanged();
    list.reload();
  }

  /** An automatic edit notice carries the changed fields' names; anything else is an admin's own words. */
  function describe(item: NotificationItem): string {
    const fields = item.message.split(',');
    const isFieldList = item.type === 'edit_user' && fields.every((field) => (fieldKeys as readonly string[]).includes(field));
    if (!isFieldList) return item.message;
    const names = (fields as (typeof fieldKeys)[number][]).map((field) => t(`field.${field}`));
    return t('changed', { fields: format.list(names, { type: 'conjunction' }) });
  }

  return (
    <section className="space-y-4">
      <PageHeading title={t('title')}>
        {list.data && list.data.unread > 0 ? (
          <button
            type="button"
            onClick={() => void markRead({ all: true })}
            className="rounded-md border border-surface-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-surface-alt"
          >
            {t('markAllRead')}
          </button>
        ) : null}
      </PageHeading>
      {list.data ? <p className="text-sm text-ink-muted">{t('unreadCount', { count: list.data.unread })}</p> : null}
      <AdminTable
        list={list}
        items={(page) => page.notifications}
        itemKey={(item) => item._id}
        empty={t('empty')}
        renderItem={(item) => {
          const title = item.type === 'edit_user' ? t('editUserTitle') : t('fromAdmins');
          const body = item.message ? describe(item) : '';
          return (
            <article
              aria-label={title}
              className={`rounded-xl border bg-white p-4 ${item.read ? 'border-surface-line' : 'border-brand-500'}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">
                  {!item.read ? <span className="mr-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{t('unread')}</span> : null}
                  {title}
                </h2>
                <p className="text-xs text-ink-soft">
                  {t('received', { date: format.dateTime(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
                </p>
              </div>
              {body ? <p className="mt-2 whitespace-pre-wrap text-sm">{body}</p> : null}
              {!item.read ? (
                <button
                  type="button"
                  onClick={() => void markRead({ ids: [item._id] })}
                  className="mt-3 text-sm font-medium text-brand-700 underline"
                >
                  {t('markRead')}
                </button>
              ) : null}
            </article>
          );
        }}
      />
    </section>
  );
}
