'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { OutboxMail } from '@/lib/admin/mail/list-outbox';
import { AdminTable, usePagedList, type PageInfo } from './admin-table';
import { PageHeading } from './page-heading';

type OutboxPage = PageInfo & { mails: OutboxMail[] };

export function OutboxList() {
  const t = useTranslations('AdminOutbox');
  const format = useFormatter();
  const list = usePagedList<OutboxPage>('/api/admin/outbox', 20);
  return (
    <section className="space-y-4">
      <PageHeading title={t('title')} intro={t('intro')} />
      <p className="text-sm text-ink-soft">{t('resetLinksWithheld')}</p>
      <AdminTable
        list={list}
        items={(page) => page.mails}
        itemKey={(mail) => mail._id}
        empty={t('empty')}
        renderItem={(mail) => (
          <article aria-label={mail.subject} className="rounded-xl border border-surface-line bg-white p-4">
            <h2 className="font-semibold">{mail.subject}</h2>
            <p className="mt-1 break-words text-xs text-ink-soft">
              {t('to', { recipients: mail.recipients.join(', ') })} ·{' '}
              {t('kept', { date: format.dateTime(new Date(mail.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
            </p>
            <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{mail.body}</pre>
          </article>
        )}
      />
    </section>
  );
}
