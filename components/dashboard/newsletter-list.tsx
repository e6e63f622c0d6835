'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { SubscriberItem } from '@/lib/newsletter/list-subscribers';
import { isLocale, nativeLocaleNames } from '@/lib/i18n/routing';
import { CsvExportButton } from './csv-export-button';
import { LoadState } from './load-state';
import { PageHeading } from './page-heading';
import { Pagination } from './pagination';
import { useApiResource } from './use-api-resource';

type SubscribersPage = { subscribers: SubscriberItem[]; total: number; page: number; pageSize: number };

export function NewsletterList() {
  const t = useTranslations('AdminNewsletter');
  const common = useTranslations('AdminCommon');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiResource<SubscribersPage>(`/api/admin/newsletter-subscribers?page=${page}&pageSize=50`);
  return (
    <section className="space-y-4">
      <PageHeading title={t('title')} intro={t('intro')}>
        <div className="flex flex-wrap items-center gap-3">
          {data ? <p className="text-sm font-medium">{common('total', { count: data.total })}</p> : null}
          <CsvExportButton path="/api/admin/exports/newsletter" filename="newsletter-subscribers.csv" />
        </div>
      </PageHeading>
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data && data.subscribers.length === 0 ? <p className="text-ink-muted">{t('empty')}</p> : null}
      {data && data.subscribers.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-surface-line bg-white">
          <table className="w-full text-sm">
            <thead className="border-b border-surface-line bg-surface-alt text-left text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('email')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('language')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('subscribed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.subscribers.map((subscriber) => (
                <tr key={subscriber._id} className="border-b border-surface-line last:border-0">
                  <td className="px-3 py-2">{subscriber.email}</td>
                  <td className="px-3 py-2">{isLocale(subscriber.locale) ? nativeLocaleNames[subscriber.locale] : subscriber.locale}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {format.dateTime(new Date(subscriber.createdAt), { dateStyle: 'medium' })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
