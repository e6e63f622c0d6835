import { columnMeanings, type LabelSystem, type SizeMeaning } from '../model/size-meaning';
import type { ChartBrandSlug, CountrySlug } from './slugs';
import { countryPresets } from '../conventions/country-presets';
import type { EngineError } from '../model/errors';
import type { ConventionChoice, ResolvedConventions } from '../conventions/conventions';
import { modelSource, type ChartSource } from '../sources';
import { systemsFor } from '../model/system-info';
import { standardCharts } from '../model/standard';
import { genericRows, rowsOfChart, type ChartRow } from './table-rows';
import type { Gender, SystemId } from '../model/types';
import { checkBrand, checkChart, checkConventions, checkCountry, checkGender, checkSystem, isError } from '../model/validate';

export type { ChartRow } from './table-rows';

export interface ChartQuery {
  gender: Gender | (string & {});
  /** A brand's own chart; without it the generic model table. */
  brand?: ChartBrandSlug | (string & {}) | null;
  /** Columns and row key from a country preset. */
  country?: CountrySlug | (string & {}) | null;
  /** Row key of a generic table (default: the country's own system, else US). Ignored for brands. */
  primary?: SystemId | (string & {});
  /** Columns to show (default: the brand's columns, else the country's, else all). */
  systems?: ReadonlyArray<SystemId | (string & {})>;
  convention?: ConventionChoice;
}

export interface ChartTable {
  ok: true;
  brand: ChartBrandSlug | null;
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

function withPrimaryFirst(primary: SystemId, columns: SystemId[]): SystemId[] {
  return [primary, ...columns.filter((id) => id !== primary)];
}

export type ChartOutcome = ChartTable | EngineError;

/**
 * A full size table for a page: a brand's chart, or the generic model stepped along one system,
 * with the requested columns. Rows carry ids and foot spans so a page can highlight the row a
 * conversion landed on (see `matchChartRow`).
 *
 * @example chartRows({ gender: 'women', brand: 'nike' })
 * @example chartRows({ gender: 'men', country: 'japanese' }) // JP rows against US, UK, EU, cm
 */
export function chartRows(query: ChartQuery): ChartOutcome {
  const gender = checkGender(query.gender);
  if (isError(gender)) return gender;
  const brand = checkBrand(query.brand);
  if (isError(brand)) return brand;
  const country = checkCountry(query.country);
  if (isError(country)) return country;
  const conv = checkConventions(query.convention);
  if (isError(conv)) return conv;
  const preset = country ? countryPresets[country] : null;

  const requested: SystemId[] = [];
  for (const id of query.systems ?? []) {
    const checked = checkSystem(id, gender);
    if (isError(checked)) return checked;
    requested.push(checked);
  }
  const available = systemsFor(gender);

  if (brand) {
    const chart = checkChart(brand, gender);
    if (isError(chart)) return chart;
    const base = requested.length > 0 ? requested : preset ? preset.systems.filter((id) => available.includes(id)) : chart.columns;
    const columns = withPrimaryFirst(chart.primary, base);
    const rows = rowsOfChart(chart, conv, columns);
    return {
      ok: true,
      brand,
      country,
      gender,
      primary: chart.primary,
      columns,
      rows,
      meanings: columnMeanings(columns, chart),
      source: chart.source,
      note: chart.note,
      conventions: conv,
    };
  }

  const primaryInput = query.primary ?? preset?.primary ?? 'us';
  const primary = checkSystem(primaryInput, gender);
  if (isError(primary)) return primary;
  const base = requested.length > 0 ? requested : preset ? preset.systems.filter((id) => available.includes(id)) : available;
  const columns = withPrimaryFirst(primary, base);
  const rows = genericRows(gender, primary, conv, columns);
  if (isError(rows)) return rows;
  return {
    ok: true,
    brand: null,
    country,
    gender,
    primary,
    columns,
    rows,
    meanings: columnMeanings(columns, null),
    source: conv.generic === 'tables' ? standardCharts[gender].source : modelSource,
    note:
      conv.generic === 'tables' ? standardCharts[gender].note : 'Generic ISO/TS 19407 model table; brands differ from it by up to a size.',
    conventions: conv,
  };
}

export { matchChartRow } from './match-chart-row';
