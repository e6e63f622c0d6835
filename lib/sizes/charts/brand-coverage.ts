import type { BrandSlug } from './slugs';
import { brandCharts } from './brands';
import type { Confidence, Gender } from '../model/types';

/**
 * Why a chart a brand prints is not in the engine: `notFound`, no copy of it that cites the brand's
 * own page could be read (searches listed in tests/fixtures/sizes/README.md).
 */
export type MissingChartReason = 'notFound';

/**
 * The charts issue 25's brands print (or sell shoes for) that this site does not hold. A chart is
 * listed here rather than guessed, so that its page says so and offers the standard conversion,
 * labelled as not the brand's.
 */
const missingCharts: Partial<Record<BrandSlug, Partial<Record<Gender, MissingChartReason>>>> = {
  salomon: { kids: 'notFound' },
  skechers: { kids: 'notFound' },
  'new-balance': { kids: 'notFound' },
  crocs: { kids: 'notFound' },
  vans: { kids: 'notFound' },
  on: { kids: 'notFound' },
  reebok: { kids: 'notFound' },
  hoka: { women: 'notFound', kids: 'notFound' },
  brooks: { women: 'notFound', kids: 'notFound' },
  saucony: { women: 'notFound', kids: 'notFound' },
};

/** One of a brand's charts as its page presents it. */
export type ChartCoverage =
  { gender: Gender; held: true; confidence: Confidence } | { gender: Gender; held: false; reason: MissingChartReason };

const order: readonly Gender[] = ['men', 'women', 'kids'];

/** Why the site holds no chart of this brand for this gender, or null where it holds one or the brand makes none. */
export function missingChartReason(brand: BrandSlug, gender: Gender): MissingChartReason | null {
  return missingCharts[brand]?.[gender] ?? null;
}

/**
 * The brand's charts in men, women, kids order: those the site holds, with their confidence, and
 * those it knows the brand prints but does not hold, with the reason; empty where nothing is missing.
 */
export function brandChartCoverage(brand: BrandSlug): ChartCoverage[] {
  const missing = missingCharts[brand];
  if (!missing) return [];
  return order.flatMap((gender): ChartCoverage[] => {
    const chart = brandCharts[brand][gender];
    if (chart) return [{ gender, held: true, confidence: chart.source.confidence }];
    const reason = missing[gender];
    return reason ? [{ gender, held: false, reason }] : [];
  });
}
