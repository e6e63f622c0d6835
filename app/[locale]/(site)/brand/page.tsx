import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConverterOverview } from '@/components/overview/converter-overview';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { brandKey, brandNames, brandPath, brandSlugs } from '@/lib/page-catalogue';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Overview.brand');
  return metadataForPage('/brand', { title: t('title'), description: t('description') });
}

export default async function BrandOverviewPage() {
  const t = await getTranslations('Overview.brand');
  const tools = await getTranslations('Tools.brand');
  const items = brandSlugs.map((slug) => ({
    href: brandPath(slug),
    title: tools('title', { brand: brandNames[slug] }),
    line: tools(`${brandKey[slug]}.intro`),
  }));
  return <ConverterOverview title={t('title')} intro={t('intro')} items={items} />;
}
