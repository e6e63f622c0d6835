import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { resolveLocale, simplePageMetadata, type LocaleParams } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('About', '/about');

export default async function AboutPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
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
