'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { SubscriberItem } from '@/lib/site/newsletter/list-subscribers';
import { isLocale, nativeLocaleNames } from '@/lib/i18n/routing';
import { AdminTable, usePagedList, type PageInfo } from './admin-table';
import { CsvExportButton } from './csv-export-button';
import { PageHeading } from './page-heading';

type SubscribersPage = PageInfo & { subscribers: SubscriberItem[] };

export function NewsletterList() {
  const t = useTranslations('AdminNewsletter');
  const common = useTranslations('AdminCommon');
  const format = useFormatter();
  const list = usePagedList<SubscribersPage>('/api/admin/newsletter-subscribers', 50);
  return (
    <section className="space-y-4">
      <PageHeading title={t('title')} intro={t('intro')}>
        <div className="flex flex-wrap items-center gap-3">
          {list.data ? <p className="text-sm font-medium">{common('total', { count: list.data.total })}</p> : null}
          <CsvExportButton path="/api/admin/exports/newsletter" filename="newsletter-subscribers.csv" />
        </div>
      </PageHeading>
      <AdminTable
        list={list}
        items={(page) => page.subscribers}
        itemKey={(subscriber) => subscriber._id}
        empty={t('empty')}
        columns={[
          { header: t('email'), cell: (subscriber) => subscriber.email },
          {
            header: t('language'),
            cell: (subscriber) => (isLocale(subscriber.locale) ? nativeLocaleNames[subscriber.locale] : subscriber.locale),
          },
          {
            header: t('subscribed'),
            className: 'whitespace-nowrap',
            cell: (subscriber) => format.dateTime(new Date(subscriber.createdAt), { dateStyle: 'medium' }),
          },
        ]}
      />
    </section>
  );
}
