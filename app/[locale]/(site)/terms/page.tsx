import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Terms');
  return metadataForPage('/terms', { title: t('title'), description: t('description') });
}

export default async function TermsPage() {
  const t = await getTranslations('Terms');
  return (
    <InfoPage
      path="/terms"
      title={t('title')}
      intro={t('intro')}
      sections={[
        { title: t('useTitle'), text: t('useText') },
        { title: t('accuracyTitle'), text: t('accuracyText') },
        { title: t('accountsTitle'), text: t('accountsText') },
        { title: t('changesTitle'), text: t('changesText') },
      ]}
    />
  );
}
