import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { resolveLocale, simplePageMetadata, type LocaleParams } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('Terms', '/terms');

export default async function TermsPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
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
