import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('Privacy', '/privacy');

export default async function PrivacyPage() {
  const t = await getTranslations('Privacy');
  return (
    <InfoPage
      path="/privacy"
      title={t('title')}
      intro={t('intro')}
      sections={[
        { title: t('cookiesTitle'), text: t('cookiesText') },
        { title: t('localTitle'), text: t('localText') },
        { title: t('accountTitle'), text: t('accountText') },
        { title: t('newsletterTitle'), text: t('newsletterText') },
        { title: t('extensionsTitle'), text: t('extensionsText') },
        { title: t('rightsTitle'), text: t('rightsText') },
      ]}
    />
  );
}
