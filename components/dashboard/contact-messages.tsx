'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { ContactMessageItem } from '@/lib/site/contact/admin-messages';
import { nativeLocaleNames, isLocale } from '@/lib/i18n/routing';
import { AdminTable, usePagedList, type PageInfo } from './admin-table';
import { CsvExportButton } from './csv-export-button';
import { PageHeading } from './page-heading';

type MessagesPage = PageInfo & { messages: ContactMessageItem[]; unread: number };

export function ContactMessages() {
  const t = useTranslations('AdminMessages');
  const format = useFormatter();
  const list = usePagedList<MessagesPage>('/api/admin/contact-messages', 20);

  async function mark(message: ContactMessageItem, read: boolean) {
    const result = await apiFetch('/api/admin/contact-messages', { method: 'PATCH', json: { id: message._id, read } });
    if (!result.ok) notify('error', t('markFailed'));
    list.reload();
  }

  return (
    <section className="space-y-4">
      <PageHeading title={t('title')} intro={t('intro')}>
        <div className="flex flex-wrap items-center gap-3">
          {list.data ? <p className="text-sm font-medium">{t('unreadCount', { count: list.data.unread })}</p> : null}
          <CsvExportButton path="/api/admin/exports/contact-messages" filename="contact-messages.csv" />
        </div>
      </PageHeading>
      <AdminTable
        list={list}
        items={(page) => page.messages}
        itemKey={(message) => message._id}
        empty={t('empty')}
        renderItem={(message) => {
          const unread = message.readAt === null;
          return (
            <article
              aria-label={t('from', { name: message.name, email: message.email })}
              className={`rounded-xl border bg-white p-4 ${unread ? 'border-brand-500' : 'border-surface-line'}`}
            >
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
          );
        }}
      />
    </section>
  );
}
