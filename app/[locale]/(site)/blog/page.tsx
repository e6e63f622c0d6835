import { getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('Blog', '/blog');

export default async function BlogIndexPage() {
  const t = await getTranslations('Blog');
  return (
    <PageContainer>
      <PageIntro title={t('title')} intro={t('intro')} />
      <p className="rounded-lg bg-surface-alt p-6 text-ink-muted">{t('empty')}</p>
    </PageContainer>
  );
}
