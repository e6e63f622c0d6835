import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConverterPage } from '@/components/converter/converter-page';
import { metadataForPage, resolveLocale } from '@/lib/seo/localized-metadata';
import { brandKey, brandNames, brandPath, brandSlugs, isBrandSlug } from '@/lib/tools';

type Props = { params: Promise<{ locale: string; name: string }> };

// Only the thirteen known brands exist; any other name is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return brandSlugs.map((name) => ({ name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  if (!isBrandSlug(name)) return {};
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Tools.brand' });
  const brand = brandNames[name];
  return metadataForPage(locale, brandPath(name), { title: t('title', { brand }), description: t('description', { brand }) });
}

export default async function BrandConverterPage({ params }: Props) {
  const { name } = await params;
  if (!isBrandSlug(name)) notFound();
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Tools.brand' });
  return (
    <ConverterPage
      title={t('title', { brand: brandNames[name] })}
      intro={t(`${brandKey[name]}.intro`)}
      path={brandPath(name)}
    />
  );
}
