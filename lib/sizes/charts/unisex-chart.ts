import type { BrandChartSpec, ChartColumn, FootFrom } from './brand-chart';
import type { BrandSlug } from './slugs';
import type { ChartSource } from '../sources';

/**
 * A unisex table's columns: its men's and women's US labels, a UK label per gender where the brand
 * prints one for each (Crocs: M4/W6 is UK 3 on the men's table and UK 4 on the women's), and the
 * columns both genders share.
 */
export type UnisexColumn = 'usMen' | 'usWomen' | 'ukMen' | 'ukWomen' | Exclude<ChartColumn, 'us'>;

/** The gendered columns, by the gender whose chart each belongs to and the system it is on there. */
const gendered: Partial<Record<UnisexColumn, { gender: 'men' | 'women'; system: ChartColumn }>> = {
  usMen: { gender: 'men', system: 'us' },
  usWomen: { gender: 'women', system: 'us' },
  ukMen: { gender: 'men', system: 'uk' },
  ukWomen: { gender: 'women', system: 'uk' },
};

/**
 * One table a brand prints for both genders, each row with a men's and a women's US label
 * (Converse, Vans, Crocs), exactly as printed; `footFrom` must be a shared column, so both genders'
 * rows get the same foot length.
 */
export interface UnisexChartSpec {
  brand: BrandSlug;
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
  if (spec.columns.includes('uk') && (spec.columns.includes('ukMen') || spec.columns.includes('ukWomen')))
    throw new Error(`${spec.brand}: a UK column is either shared or per gender`);

  const forGender = (gender: 'men' | 'women'): BrandChartSpec => {
    const own = gender === 'men' ? men : women;
    // A column of the other gender is dropped; the gender's own US column goes first, as it names the rows.
    const systemOf = (column: UnisexColumn): ChartColumn | null => {
      const owner = gendered[column];
      if (!owner) return column as ChartColumn;
      return owner.gender === gender ? owner.system : null;
    };
    const kept = spec.columns.flatMap((column, c) => {
      const system = systemOf(column);
      return system && c !== own ? [{ column: system, c }] : [];
    });
    const rows = spec.rows.filter((row) => (row[own] ?? null) !== null);
    return {
      brand: spec.brand,
      gender,
      primary: 'us',
      columns: ['us', ...kept.map(({ column }) => column)],
      footFrom: spec.footFrom,
      source: spec.source,
      note: spec.note,
      rows: rows.map((row) => [row[own] ?? null, ...kept.map(({ c }) => row[c] ?? null)]),
      usPairs: rows.map((row) => [row[men] ?? null, row[women] ?? null] as const),
      labelKind: spec.labelKind,
    };
  };
  return { men: forGender('men'), women: forGender('women') };
}
