import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/server-link';
import { PageContainer, PageIntro } from './page-intro';

export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <PageContainer>
      <PageIntro title={t('title')} intro={t('text')} />
      <Link href="/" className="font-medium text-brand-700 underline">
        {t('home')}
      </Link>
    </PageContainer>
  );
}

export async function notFoundMetadata() {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false, follow: true } };
}
