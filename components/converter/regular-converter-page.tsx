import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { metadataForPage, resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';
import { regularToolKey, regularToolPath, type RegularTool } from '@/lib/tools';
import { ConverterPage } from './converter-page';

/** generateMetadata and the page component of one regular converter (men, women, kids, men-to-women). */
export function regularConverterRoute(tool: RegularTool) {
  const key = regularToolKey[tool];
  const path = regularToolPath(tool);

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace: `Tools.regular.${key}` });
    return metadataForPage(locale, path, { title: t('title'), description: t('description') });
  }

  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params);
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: `Tools.regular.${key}` });
    return <ConverterPage title={t('title')} intro={t('intro')} path={path} />;
  }

  return { generateMetadata, Page };
}
