import { sizeIndex } from '../charts/brand-chart';
import { chartSource, type ChartSource, type SourceId } from '../sources';
import type { MmRange, SizeValue } from '../model/types';

/**
 * Children's tiers and the age guide. The sources disagree on both, so pages should show ranges
 * and tell parents to measure; the tier boundaries below follow the most repeated split.
 */

export const kidsTierIds = ['infant', 'toddler', 'little-kid', 'big-kid'] as const;
export type KidsTierId = (typeof kidsTierIds)[number];

export interface KidsTier {
  id: KidsTierId;
  /** First and last US kids size of the tier. */
  us: { from: string; to: string };
  /** The same on the continuous kids index (1Y = 14), for lookups. */
  usIndex: MmRange;
  ageYears: MmRange;
  sources: SourceId[];
}

export const kidsTiers: readonly KidsTier[] = [
  { id: 'infant', us: { from: '0C', to: '4C' }, usIndex: { min: 0, max: 4 }, ageYears: { min: 0, max: 1 }, sources: ['S69'] },
  { id: 'toddler', us: { from: '4.5C', to: '10C' }, usIndex: { min: 4.5, max: 10 }, ageYears: { min: 1, max: 4 }, sources: ['S69', 'S52'] },
  { id: 'little-kid', us: { from: '10.5C', to: '3Y' }, usIndex: { min: 10.5, max: 16 }, ageYears: { min: 4, max: 7 }, sources: ['S52'] },
  {
    id: 'big-kid',
    us: { from: '3.5Y', to: '7Y' },
    usIndex: { min: 16.5, max: 20 },
    ageYears: { min: 7, max: 12 },
    sources: ['S52', 'S69'],
  },
];

/**
 * Why these boundaries: S52 splits toddler at 10C/10.5C and ends at 7Y; a second guide puts the
 * little-kid/big-kid split at 3Y/3.5Y; S52 itself starts big kids at 1Y, and a third guide ends the
 * infant tier at 4C. No two sources agree on every boundary.
 */
export const kidsTiersNote = 'Tier boundaries and ages differ between sources (S52 starts big kids at 1Y); they are a guide, not a rule.';

/** The tier a US kids size falls in, or null beyond 7Y. */
export function kidsTierFor(usKidsSize: Pick<SizeValue, 'value' | 'scale'>): KidsTierId | null {
  const index = sizeIndex(usKidsSize);
  let found: KidsTierId | null = null;
  for (const tier of kidsTiers) if (index >= tier.usIndex.min - 0.25) found = tier.id;
  const last = kidsTiers[kidsTiers.length - 1];
  if (index < -0.25 || (last && index > last.usIndex.max + 0.25)) return null;
  return found;
}

export interface AgeGuideRow {
  ageYears: MmRange;
  us: { from: string; to: string };
  uk: { from: string; to: string };
  eu: MmRange;
  footCm: MmRange;
}

export interface KidsAgeGuide {
  source: ChartSource;
  note: string;
  rows: AgeGuideRow[];
  /** Published figures that contradict the rows, kept so a page can show the disagreement. */
  conflicts: Array<{ source: ChartSource; ageYears: MmRange; us: { from: string; to: string } }>;
  growth: {
    source: ChartSource;
    footGrowthCmPerYear: Array<{ ageYears: MmRange; cm: MmRange }>;
    remeasureEveryMonths: Array<{ ageYears: MmRange; months: MmRange; source: SourceId }>;
  };
}

export const kidsAgeGuide: KidsAgeGuide = {
  source: chartSource('S69', 'secondary'),
  note: 'Ages are averages and the sources disagree; measure the foot and leave growing room.',
  rows: [
    {
      ageYears: { min: 0, max: 1 },
      us: { from: '0C', to: '4C' },
      uk: { from: '0', to: '3.5' },
      eu: { min: 15, max: 20 },
      footCm: { min: 8.1, max: 11.4 },
    },
    {
      ageYears: { min: 1, max: 3 },
      us: { from: '4C', to: '9C' },
      uk: { from: '3.5', to: '8.5' },
      eu: { min: 20, max: 26 },
      footCm: { min: 11.4, max: 15.2 },
    },
    {
      ageYears: { min: 3, max: 5 },
      us: { from: '9C', to: '13C' },
      uk: { from: '8.5', to: '12.5' },
      eu: { min: 26, max: 31 },
      footCm: { min: 15.2, max: 18.7 },
    },
    {
      ageYears: { min: 5, max: 7 },
      us: { from: '12C', to: '3Y' },
      uk: { from: '11.5', to: '2.5' },
      eu: { min: 31, max: 35 },
      footCm: { min: 18.7, max: 22.2 },
    },
    {
      ageYears: { min: 7, max: 9 },
      us: { from: '3Y', to: '5Y' },
      uk: { from: '2.5', to: '4.5' },
      eu: { min: 35, max: 37.5 },
      footCm: { min: 22.2, max: 24.8 },
    },
    {
      ageYears: { min: 9, max: 12 },
      us: { from: '5Y', to: '7Y' },
      uk: { from: '4.5', to: '6.5' },
      eu: { min: 37.5, max: 40 },
      footCm: { min: 24.8, max: 26.7 },
    },
  ],
  conflicts: [{ source: chartSource('S70', 'secondary'), ageYears: { min: 3, max: 4 }, us: { from: '6C', to: '8C' } }],
  growth: {
    source: chartSource('S71', 'secondary'),
    footGrowthCmPerYear: [
      { ageYears: { min: 0, max: 2 }, cm: { min: 2, max: 2 } },
      { ageYears: { min: 2, max: 5 }, cm: { min: 1.5, max: 1.5 } },
      { ageYears: { min: 6, max: 11 }, cm: { min: 1, max: 1 } },
    ],
    remeasureEveryMonths: [
      { ageYears: { min: 0, max: 6 }, months: { min: 3, max: 4 }, source: 'S52' },
      { ageYears: { min: 6, max: 12 }, months: { min: 6, max: 6 }, source: 'S52' },
    ],
  },
};
