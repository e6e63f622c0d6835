import type { BrandChart } from '../charts/brand-chart';
import type { Sizes, SystemId } from './types';

type ChartKind = Pick<BrandChart, 'brand' | 'footFrom' | 'columns'> | null;

/** A brand's printed column is its label, unless the brand reads its foot lengths from it (SHEIN's JP is its foot in cm). */
function printsLabel(id: LabelSystem, chart: ChartKind): boolean {
  return chart?.brand != null && chart.columns.includes(id) && chart.footFrom !== id;
}

/** What a table's JP, KR and CN columns stand for (null chart: the generic tables). */
export function columnMeanings(columns: readonly SystemId[], chart: ChartKind): Partial<Record<LabelSystem, SizeMeaning>> {
  const meanings: Partial<Record<LabelSystem, SizeMeaning>> = {};
  for (const id of labelSystems) if (columns.includes(id)) meanings[id] = printsLabel(id, chart) ? 'shoeLabel' : 'footLength';
  return meanings;
}

/**
 * JP, KR and CN are foot lengths by their standards (JIS S 5037, KS as quoted by Asiae,
 * GB/T 43293-2022), and the generic converters answer them so; a brand that prints a CM/JP column
 * prints a shoe label about 1 cm above the foot it fits (Nike US 9: label 27, foot 26.2 cm). Pages and
 * the API say which one a value is, in words, since the numbers alone look alike.
 */
export const labelSystems = ['jp', 'kr', 'cn'] as const;
export type LabelSystem = (typeof labelSystems)[number];
export type SizeMeaning = 'footLength' | 'shoeLabel';

/** What each JP, KR and CN value of an answer stands for, given the chart it was read on (null: the generic tables). */
export function sizeMeanings(sizes: Sizes, chart: ChartKind): Partial<Record<LabelSystem, SizeMeaning>> {
  const meanings: Partial<Record<LabelSystem, SizeMeaning>> = {};
  for (const id of labelSystems) {
    const size = sizes[id];
    if (size) meanings[id] = size.origin === 'chart' && printsLabel(id, chart) ? 'shoeLabel' : 'footLength';
  }
  return meanings;
}

/** The meaning of one system's value, for any system id (only JP, KR and CN have one). */
export function meaningOf(meanings: Partial<Record<LabelSystem, SizeMeaning>>, id: SystemId): SizeMeaning | undefined {
  return (labelSystems as readonly SystemId[]).includes(id) ? meanings[id as LabelSystem] : undefined;
}
