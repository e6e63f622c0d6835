import { columnMeanings, type LabelSystem, type SizeMeaning } from '../model/size-meaning';
import type { BrandSlug, CountrySlug } from './slugs';
import type { ResolvedConventions } from '../conventions/conventions';
import { modelSource, type ChartSource } from '../sources';
import { standardCharts } from '../model/standard';
import type { ChartRow, TableRowsQuery } from './table-rows';
import type { Gender, SystemId } from '../model/types';

export interface ChartTable {
  ok: true;
  brand: BrandSlug | null;
  country: CountrySlug | null;
  gender: Gender;
  primary: SystemId;
  columns: SystemId[];
  rows: ChartRow[];
  /** What the JP, KR and CN columns stand for: the foot length, or the brand's printed shoe label. */
  meanings: Partial<Record<LabelSystem, SizeMeaning>>;
  source: ChartSource;
  note: string;
  conventions: ResolvedConventions;
}

const modelNote = 'Generic ISO/TS 19407 model table; brands differ from it by up to a size.';

/**
 * A table around its rows: what its columns mean and where its figures come from, read off the
 * brand chart or the standard table it shows. It needs no catalogue, so the browser frames a page's
 * tables from what the page sent (lib/converter/client-setup.ts) exactly as `chartRows` does.
 */
export function chartTable(query: TableRowsQuery & { country: CountrySlug | null }, rows: ChartRow[]): ChartTable {
  const { gender, primary, columns, conventions, chart, country } = query;
  const standard = conventions.generic === 'tables' ? standardCharts[gender] : null;
  return {
    ok: true,
    brand: chart?.brand ?? null,
    country,
    gender,
    primary,
    columns,
    rows,
    meanings: columnMeanings(columns, chart),
    source: chart?.source ?? standard?.source ?? modelSource,
    note: chart?.note ?? standard?.note ?? modelNote,
    conventions,
  };
}
