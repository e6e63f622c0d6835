import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/resolve-locale';

export const generateMetadata = simplePageMetadata('About', '/about');

export default async function AboutPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  const t = await getTranslations('About');
  return (
    <InfoPage
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
