import type { Gender } from '@/lib/sizes/model/types';
import { selectableConventionIds, type SelectableConventionId } from '@/lib/sizes/conventions/conventions';
import type { ConverterSetup } from '@/lib/converter/page-setup';
import { brandCharts, namesSizeToBuy } from '@/lib/sizes';
import { brandOfPage, type ConverterPageKey } from '@/lib/my-sizes/page-key';
import { sizeToBuyMessagePaths } from '@/components/converter/ui/printed-labels';

/** The scales that move only one gender's sizes (US and AU women's, US kids'); the others can move any answer. */
const conventionGender: Partial<Record<SelectableConventionId, Gender>> = { usWomen: 'women', auWomen: 'women', usKids: 'kids' };

/** The conventions an answer on these genders can name in its "under other rules" note. */
export function conventionsFor(genders: readonly Gender[]): SelectableConventionId[] {
  return selectableConventionIds.filter((id) => {
    const only = conventionGender[id];
    return only === undefined || genders.includes(only);
  });
}

/**
 * The messages a page's interactive size converter reads in the browser, down to the keys its setup
 * can show: a brand's or the standard tables' wording, the chart texts only where charts are shown,
 * the unverified-chart warning only for such a chart, the conventions its genders can meet and the
 * kids' tiers only with kids. The charts' brand notes, the conventions' explanations and the kids
 * guide are rendered on the server. A unit test renders every page's converter with exactly these.
 */
export function converterMessagePaths(setup: ConverterSetup, { charts = true }: { charts?: boolean } = {}): string[] {
  const brand = setup.brand !== null;
  const genders = setup.genders.map((part) => part.gender);
  const confidences = new Set(setup.genders.map((part) => part.table.source.confidence));
  const chartPaths = [
    brand ? 'Chart.brandHeadings' : 'Chart.headings',
    'Chart.caption',
    'Chart.yourSize',
    'Chart.print',
    'Chart.scrollHint',
    'Chart.source',
    'Chart.alsoSources',
    'Chart.checked',
    'Chart.calendarDay',
    'Chart.confidenceLabel',
    // A chart's source line names its own level of trust, not the other two.
    ...[...confidences].map((level) => `Chart.confidence.${level}`),
    'Chart.sourcedRow',
    'SizeOrigin.notVerified',
    ...(brand ? ['Chart.sourcedRowsLegend', 'SizeOrigin.brandChartLink'] : ['SizeOrigin.standardSource']),
    ...(brand && confidences.has('unverified') ? ['Chart.approximateTitle', 'Chart.approximateText'] : []),
  ];
  return [
    'ConverterUi',
    'ConverterInput.footProblems',
    'ConverterInput.footReadAsMm',
    'SizeSystems',
    'SizeOrigin.derivedTitle',
    'SizeOrigin.publishedRange',
    ...(brand ? ['SizeOrigin.derivedLegendBrand', 'SizeOrigin.jpLabelNote'] : ['SizeOrigin.derivedLegendGeneric', 'SizeOrigin.oneAnswer']),
    ...(charts ? chartPaths : ['ConverterInput.fullChart']),
    ...conventionsFor(genders).flatMap((id) => [`Conventions.${id}.title`, `Conventions.${id}.options`]),
    ...(genders.includes('kids') ? ['KidsGuide.tiers'] : []),
    ...(printsLabelKinds(setup) ? ['LabelKinds'] : []),
  ];
}

/** Whether a page's charts print a label kind (Converse's unisex US pairs and sizes to buy, Birkenstock's widths), whose few words it then ships. */
export function printsLabelKinds(setup: Pick<ConverterSetup, 'genders'>): boolean {
  const charts = setup.genders.map(({ chart }) => chart);
  return charts.some((chart) => Boolean(chart?.labelKind || chart?.widths)) || namesSizeToBuy(charts);
}

/**
 * The messages the logged-in "your size here" box reads: its own, the systems' short names and, on a
 * brand whose charts name a size to buy, those few words (the same test as the converter's).
 */
export function yourSizeHereMessagePaths(page: ConverterPageKey): string[] {
  const brand = brandOfPage(page);
  const charts = brand ? Object.values(brandCharts[brand]) : [];
  return ['mySizes.here', 'SizeSystems.short', ...(namesSizeToBuy(charts) ? sizeToBuyMessagePaths : [])];
}

/** The messages the brand-to-brand box reads in the browser: its own, the gender names and the size systems' names. */
export const brandToBrandMessagePaths = ['BrandToBrand', 'ConverterUi.gender', 'SizeSystems'] as const;

/** The messages the men-to-women converter reads in the browser: its own, the chart's few it shows and the size systems' names. */
export const menToWomenMessagePaths = [
  'MenToWomen',
  'ConverterUi.label',
  'ConverterUi.system',
  'ConverterUi.size',
  'ConverterUi.chooseSize',
  'ConverterUi.resultHeading',
  'ConverterUi.resultEmpty',
  'SizeSystems',
  'Chart.print',
  'Chart.caption',
  'Chart.yourSize',
  'SizeOrigin.standardSource',
] as const;
