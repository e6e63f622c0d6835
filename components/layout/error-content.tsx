'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { PageContainer, PageIntro } from './page-intro';

/**
 * What a visitor sees when a page fails to render, in the page's language: the failure said
 * plainly (never the error's own text, which is for developers), a retry, and a way home.
 */
export function ErrorContent({ retry }: { retry: () => void }) {
  const t = useTranslations('ErrorPage');
  return (
    <main id="main" className="flex-1">
      <title>{t('title')}</title>
      <PageContainer>
        <div role="alert">
          <PageIntro title={t('title')} intro={t('text')} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="button"
            onClick={retry}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('retry')}
          </button>
          <Link href="/" className="font-medium text-brand-700 underline">
            {t('home')}
          </Link>
        </div>
      </PageContainer>
    </main>
  );
}
