import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/components/layout/info-page';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/resolve-locale';

export const generateMetadata = simplePageMetadata('Refund', '/refund');

export default async function RefundPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  const t = await getTranslations('Refund');
  return (
    <InfoPage
      title={t('title')}
      intro={t('intro')}
      sections={[
        { title: t('freeTitle'), text: t('freeText') },
        { title: t('shoesTitle'), text: t('shoesText') },
      ]}
    />
  );
}
