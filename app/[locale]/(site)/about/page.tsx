import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('About');
  return metadataForPage('/about', { title: t('title'), description: t('description') });
}

export default async function AboutPage() {
  const t = await getTranslations('About');
  return (
    <InfoPage
      path="/about"
      title={t('title')}
      intro={t('intro')}
      sections={[
        { title: t('methodTitle'), text: t('methodText') },
        { title: t('sourcesTitle'), text: t('sourcesText') },
        { title: t('languagesTitle'), text: t('languagesText') },
      ]}
    />
  );
}
