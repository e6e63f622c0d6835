'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth-client/api-client';
import type { NotificationItem } from '@/lib/notifications/inbox';
import { announceNotificationsChanged } from '@/components/notifications/use-unread-count';
import { LoadState } from './load-state';
import { PageHeading } from './page-heading';
import { Pagination } from './pagination';
import { useApiResource } from './use-api-resource';

type NotificationsPage = { notifications: NotificationItem[]; total: number; unread: number; page: number; pageSize: number };
const fieldKeys = ['username', 'email', 'role', 'profileImage'] as const;

export function NotificationsList() {
  const t = useTranslations('Notifications');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiResource<NotificationsPage>(`/api/notifications?page=${page}&pageSize=20`);

  async function markRead(body: { ids: string[] } | { all: true }) {
    const result = await apiFetch('/api/notifications/read', { method: 'POST', json: body });
    if (!result.ok) notify('error', t('markFailed'));
    announceNotificationsChanged();
    reload();
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
        {data && data.unread > 0 ? (
          <button
            type="button"
            onClick={() => void markRead({ all: true })}
            className="rounded-md border border-surface-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-surface-alt"
          >
            {t('markAllRead')}
          </button>
        ) : null}
      </PageHeading>
      {data ? <p className="text-sm text-ink-muted">{t('unreadCount', { count: data.unread })}</p> : null}
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data && data.notifications.length === 0 ? <p className="text-ink-muted">{t('empty')}</p> : null}
      <ul className="space-y-3">
        {data?.notifications.map((item) => {
          const title = item.type === 'edit_user' ? t('editUserTitle') : t('fromAdmins');
          const body = item.message ? describe(item) : '';
          return (
            <li key={item._id} className={`rounded-xl border bg-white p-4 ${item.read ? 'border-surface-line' : 'border-brand-500'}`}>
              <article aria-label={title}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold">
                    {!item.read ? (
                      <span className="mr-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{t('unread')}</span>
                    ) : null}
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
            </li>
          );
        })}
      </ul>
      {data ? <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
