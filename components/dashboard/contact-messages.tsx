'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth-client/api-client';
import type { ContactMessageItem } from '@/lib/contact/admin-messages';
import { nativeLocaleNames, isLocale } from '@/lib/i18n/routing';
import { CsvExportButton } from './csv-export-button';
import { LoadState } from './load-state';
import { PageHeading } from './page-heading';
import { Pagination } from './pagination';
import { useApiResource } from './use-api-resource';

type MessagesPage = { messages: ContactMessageItem[]; total: number; unread: number; page: number; pageSize: number };

export function ContactMessages() {
  const t = useTranslations('AdminMessages');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiResource<MessagesPage>(`/api/admin/contact-messages?page=${page}&pageSize=20`);

  async function mark(message: ContactMessageItem, read: boolean) {
    const result = await apiFetch('/api/admin/contact-messages', { method: 'PATCH', json: { id: message._id, read } });
    if (!result.ok) notify('error', t('markFailed'));
    reload();
  }

  return (
    <section className="space-y-4">
      <PageHeading title={t('title')} intro={t('intro')}>
        <div className="flex flex-wrap items-center gap-3">
          {data ? <p className="text-sm font-medium">{t('unreadCount', { count: data.unread })}</p> : null}
          <CsvExportButton path="/api/admin/exports/contact-messages" filename="contact-messages.csv" />
        </div>
      </PageHeading>
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data && data.messages.length === 0 ? <p className="text-ink-muted">{t('empty')}</p> : null}
      <ul className="space-y-3">
        {data?.messages.map((message) => {
          const unread = message.readAt === null;
          return (
            <li key={message._id} className={`rounded-xl border bg-white p-4 ${unread ? 'border-brand-500' : 'border-surface-line'}`}>
              <article aria-label={t('from', { name: message.name, email: message.email })}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold">
                    {unread ? <span className="mr-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{t('unread')}</span> : null}
                    {t('from', { name: message.name, email: message.email })}
                  </h2>
                  <p className="text-xs text-ink-soft">
                    {t('received', { date: format.dateTime(new Date(message.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) })} ·{' '}
                    {t('language', { language: isLocale(message.locale) ? nativeLocaleNames[message.locale] : message.locale })}
                  </p>
                </div>
                <p className="mt-2 whitespace-pre-wrap text-sm">{message.message}</p>
                <div className="mt-3 flex flex-wrap gap-3 text-sm">
                  <button type="button" onClick={() => void mark(message, unread)} className="font-medium text-brand-700 underline">
                    {unread ? t('markRead') : t('markUnread')}
                  </button>
                  <a href={`mailto:${message.email}`} className="text-brand-700 underline">
                    {t('replyByEmail')}
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {data ? <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
