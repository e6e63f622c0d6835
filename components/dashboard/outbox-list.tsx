'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { OutboxMail } from '@/lib/mail/list-outbox';
import { LoadState } from './load-state';
import { PageHeading } from './page-heading';
import { Pagination } from './pagination';
import { useApiResource } from './use-api-resource';

type OutboxPage = { mails: OutboxMail[]; total: number; page: number; pageSize: number };

export function OutboxList() {
  const t = useTranslations('AdminOutbox');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiResource<OutboxPage>(`/api/admin/outbox?page=${page}&pageSize=20`);
  return (
    <section className="space-y-4">
      <PageHeading title={t('title')} intro={t('intro')} />
      <p className="text-sm text-ink-soft">{t('resetLinksWithheld')}</p>
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data && data.mails.length === 0 ? <p className="text-ink-muted">{t('empty')}</p> : null}
      <ul className="space-y-3">
        {data?.mails.map((mail) => (
          <li key={mail._id} className="rounded-xl border border-surface-line bg-white p-4">
            <article aria-label={mail.subject}>
              <h2 className="font-semibold">{mail.subject}</h2>
              <p className="mt-1 break-words text-xs text-ink-soft">
                {t('to', { recipients: mail.recipients.join(', ') })} ·{' '}
                {t('kept', { date: format.dateTime(new Date(mail.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
              </p>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{mail.body}</pre>
            </article>
          </li>
        ))}
      </ul>
      {data ? <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
