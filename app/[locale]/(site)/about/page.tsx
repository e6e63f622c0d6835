import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('About', '/about');

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
