import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ConverterPage } from '@/components/converter/ui/converter-page';
import { converterMessagePaths } from '@/components/converter/loading/client-messages';
import { CountryNotes } from '@/components/converter/ui/country-notes';
import { LazySizeConverter } from '@/components/converter/loading/lazy-converters';
import { clientSetup, countryConverter } from '@/lib/converter/page-setup';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { countryPath, countrySlugs, isCountrySlug } from '@/lib/page-catalogue';

type Props = { params: Promise<{ locale: string; name: string }> };

// Only the sixteen known countries exist; any other name is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return countrySlugs.map((name) => ({ name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  if (!isCountrySlug(name)) return {};
  const t = await getTranslations(`Tools.country.${name}`);
  return metadataForPage(countryPath(name), { title: t('title'), description: t('description') });
}

export default async function CountryConverterPage({ params }: Props) {
  const { name } = await params;
  if (!isCountrySlug(name)) notFound();
  const t = await getTranslations(`Tools.country.${name}`);
  const setup = countryConverter(name);
  return (
    <ConverterPage
      title={t('title')}
      intro={t('intro')}
      path={countryPath(name)}
      page={`country-${name}`}
      conventions={setup.conventions}
      messages={converterMessagePaths(setup)}
    >
      <LazySizeConverter setup={clientSetup(setup)} brandName={null}>
        <div className="mt-10">
          <CountryNotes slug={name} />
        </div>
      </LazySizeConverter>
    </ConverterPage>
  );
}
