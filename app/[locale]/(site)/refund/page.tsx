import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('Refund', '/refund');

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
