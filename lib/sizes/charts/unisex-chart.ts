import type { BrandChartSpec, ChartColumn, FootFrom } from './brand-chart';
import type { ChartBrandSlug } from './slugs';
import type { ChartSource } from '../sources';

/** A unisex table's columns: its men's and women's US labels, and the columns both genders share. */
export type UnisexColumn = 'usMen' | 'usWomen' | Exclude<ChartColumn, 'us'>;

/**
 * One table a brand prints for both genders, each row with a men's and a women's US label
 * (Converse, Crocs), exactly as printed; `footFrom` must be a shared column, so both genders' rows
 * get the same foot length.
 */
export interface UnisexChartSpec {
  brand: ChartBrandSlug;
  labelKind: 'unisex' | 'combined';
  columns: readonly UnisexColumn[];
  footFrom: Exclude<FootFrom, 'us'>;
  source: ChartSource;
  note: string;
  rows: ReadonlyArray<ReadonlyArray<string | null>>;
}

/**
 * The men's and the women's chart of a unisex table: each is keyed on its own gender's US label
 * and keeps the row's other label as the pair, so a women's label finds the row it is printed on
 * and answers with that row's men's label (the brand's own offset, row by row). A row without a
 * label for a gender (Crocs' men-only large sizes) is left off that gender's chart.
 */
export function unisexCharts(spec: UnisexChartSpec): { men: BrandChartSpec; women: BrandChartSpec } {
  const men = spec.columns.indexOf('usMen');
  const women = spec.columns.indexOf('usWomen');
  if (men < 0 || women < 0) throw new Error(`${spec.brand}: a unisex table needs usMen and usWomen columns`);
  const shared = spec.columns.map((column, c) => [column, c] as const).filter(([column]) => column !== 'usMen' && column !== 'usWomen');

  const forGender = (gender: 'men' | 'women'): BrandChartSpec => {
    const own = gender === 'men' ? men : women;
    const rows = spec.rows.filter((row) => (row[own] ?? null) !== null);
    return {
      brand: spec.brand,
      gender,
      primary: 'us',
      columns: ['us', ...shared.map(([column]) => column as ChartColumn)],
      footFrom: spec.footFrom,
      source: spec.source,
      note: spec.note,
      rows: rows.map((row) => [row[own] ?? null, ...shared.map(([, c]) => row[c] ?? null)]),
      usPairs: rows.map((row) => [row[men] ?? null, row[women] ?? null] as const),
      labelKind: spec.labelKind,
    };
  };
  return { men: forGender('men'), women: forGender('women') };
}
