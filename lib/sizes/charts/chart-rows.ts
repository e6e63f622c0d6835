import type { BrandSlug, CountrySlug } from './slugs';
import { countryPresets } from '../conventions/country-presets';
import type { EngineError } from '../model/errors';
import type { ConventionChoice } from '../conventions/conventions';
import { systemsFor } from '../model/system-info';
import { genericRows, rowsOfChart } from './table-rows';
import { chartTable, type ChartTable } from './chart-table';
import type { Gender, SystemId } from '../model/types';
import { checkBrand, checkChart, checkConventions, checkCountry, checkGender, checkSystem, isError } from '../model/validate';

export type { ChartRow } from './table-rows';
export type { ChartTable } from './chart-table';

export interface ChartQuery {
  gender: Gender | (string & {});
  /** A brand's own chart; without it the generic model table. */
  brand?: BrandSlug | (string & {}) | null;
  /** Columns and row key from a country preset. */
  country?: CountrySlug | (string & {}) | null;
  /** Row key of a generic table (default: the country's own system, else US). Ignored for brands. */
  primary?: SystemId | (string & {});
  /** Columns to show (default: the brand's columns, else the country's, else all). */
  systems?: ReadonlyArray<SystemId | (string & {})>;
  convention?: ConventionChoice;
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
    return chartTable({ gender, primary: chart.primary, columns, conventions: conv, chart, country }, rowsOfChart(chart, conv, columns));
  }

  const primaryInput = query.primary ?? preset?.primary ?? 'us';
  const primary = checkSystem(primaryInput, gender);
  if (isError(primary)) return primary;
  const base = requested.length > 0 ? requested : preset ? preset.systems.filter((id) => available.includes(id)) : available;
  const columns = withPrimaryFirst(primary, base);
  const rows = genericRows(gender, primary, conv, columns);
  if (isError(rows)) return rows;
  return chartTable({ gender, primary, columns, conventions: conv, chart: null, country }, rows);
}

export { matchChartRow } from './match-chart-row';
