import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApproximateChartWarning } from '@/components/converter/ui/chart-source';
import { BrandChartCoverage } from '@/components/converter/ui/brand-chart-coverage';
import { brandToBrandMessagePaths, converterMessagePaths } from '@/components/converter/loading/client-messages';
import { ConverterPage } from '@/components/converter/ui/converter-page';
import { LazyBrandToBrandBox, LazySizeConverter } from '@/components/converter/loading/lazy-converters';
import { brandConverter, brandToBrandSources, clientSetup } from '@/lib/converter/page-setup';
import { brandChartCoverage } from '@/lib/sizes';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { brandKey, brandNames, brandPath, brandSlugs, isBrandSlug } from '@/lib/page-catalogue';

type Props = { params: Promise<{ locale: string; name: string }> };

// Only the brands of the catalogue exist; any other name is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return brandSlugs.map((name) => ({ name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  if (!isBrandSlug(name)) return {};
  const t = await getTranslations('Tools.brand');
  const brand = brandNames[name];
  return metadataForPage(brandPath(name), { title: t('title', { brand }), description: t('description', { brand }) });
}

export default async function BrandConverterPage({ params }: Props) {
  const { name } = await params;
  if (!isBrandSlug(name)) notFound();
  const t = await getTranslations('Tools.brand');
  const tc = await getTranslations('Chart');
  const brand = brandNames[name];
  const setup = brandConverter(name);
  const targetSystems = Object.fromEntries(setup.genders.map((g) => [g.gender, g.inputSystems]));

  return (
    <ConverterPage
      title={t('title', { brand })}
      intro={t(`${brandKey[name]}.intro`)}
      path={brandPath(name)}
      page={`brand-${name}`}
      conventions={['usWomen', 'euAllowance']}
      brandPage
      messages={[...converterMessagePaths(setup), ...brandToBrandMessagePaths]}
    >
      {setup.genders.some((g) => g.table.source.confidence === 'unverified') ? <ApproximateChartWarning brandName={brand} /> : null}
      <LazySizeConverter setup={clientSetup(setup)} brandName={brand}>
        <section aria-labelledby="brand-note-heading" className="mt-10 rounded-2xl border border-surface-line p-6">
          <h2 id="brand-note-heading" className="text-xl font-semibold text-ink sm:text-2xl">
            {tc('brandNotesHeading')}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-muted">{tc(`brandNotes.${brandKey[name]}`)}</p>
        </section>
      </LazySizeConverter>
      {/* After the converter, so a phone shows the converter first; it says which charts the converter lacks. */}
      <BrandChartCoverage brandName={brand} coverage={brandChartCoverage(name)} />
      <LazyBrandToBrandBox brand={name} brandName={brand} targetSystems={targetSystems} sources={brandToBrandSources()} />
    </ConverterPage>
  );
}
