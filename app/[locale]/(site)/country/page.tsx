import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConverterOverview } from '@/components/overview/converter-overview';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { countryPath, countrySlugs } from '@/lib/page-catalogue';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Overview.country');
  return metadataForPage('/country', { title: t('title'), description: t('description') });
}

export default async function CountryOverviewPage() {
  const t = await getTranslations('Overview.country');
  const tools = await getTranslations('Tools.country');
  const items = countrySlugs.map((slug) => ({
    href: countryPath(slug),
    title: tools(`${slug}.title`),
    line: tools(`${slug}.description`),
  }));
  return <ConverterOverview title={t('title')} intro={t('intro')} items={items} />;
}
