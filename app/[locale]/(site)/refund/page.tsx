import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Refund');
  return metadataForPage('/refund', { title: t('title'), description: t('description') });
}

export default async function RefundPage() {
  const t = await getTranslations('Refund');
  return (
    <InfoPage
      path="/refund"
      title={t('title')}
      intro={t('intro')}
      sections={[
        { title: t('freeTitle'), text: t('freeText') },
        { title: t('shoesTitle'), text: t('shoesText') },
      ]}
    />
  );
}
