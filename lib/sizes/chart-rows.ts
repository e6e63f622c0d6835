import type { BrandSlug, CountrySlug } from './slugs';
import { computeSizes, pickSizes, printedSizes } from './compute-sizes';
import { countryPresets } from './country-presets';
import { footDomains } from './domains';
import type { EngineError } from './errors';
import { clean, nearlyEqual } from './grid';
import { genericScale, gridBounds, indexRange } from './generic-scale';
import type { ConventionChoice, ResolvedConventions } from './conventions';
import { modelSource, type ChartSource } from './sources';
import { systemsFor } from './system-info';
import type { BrandChart } from './brand-chart';
import { rowForFoot } from './chart-lookup';
import { standardCharts } from './standard';
import { resolveSystem } from './systems';
import type { Confidence, Gender, MmRange, Sizes, SystemId } from './types';
import { checkBrand, checkChart, checkConventions, checkCountry, checkGender, checkSystem, isError } from './validate';

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

export interface ChartRow {
  id: string;
  footMm: number;
  footLengthMm: MmRange;
  sizes: Sizes;
  confidence: Confidence;
}

export interface ChartTable {
  ok: true;
  brand: BrandSlug | null;
  country: CountrySlug | null;
  gender: Gender;
  primary: SystemId;
  columns: SystemId[];
  rows: ChartRow[];
  source: ChartSource;
  note: string;
  conventions: ResolvedConventions;
}

export type ChartOutcome = ChartTable | EngineError;

/** Foot-length systems on a 0.1 grid would give a row per mm; tables step them like shoe sizes. */
const rowSteps: Partial<Record<SystemId, number>> = { cm: 0.5, inch: 0.2 };

function withPrimaryFirst(primary: SystemId, columns: SystemId[]): SystemId[] {
  return [primary, ...columns.filter((id) => id !== primary)];
}

/** A chart's own rows with the requested columns: printed labels as printed, the rest from foot length. */
function rowsOfChart(chart: BrandChart, conv: ResolvedConventions, columns: SystemId[]): ChartRow[] {
  return chart.rows.map((row): ChartRow => {
    const sizes = computeSizes({ gender: chart.gender, conv, footMm: row.footMm, pinned: printedSizes(row) });
    return { id: row.id, footMm: row.footMm, footLengthMm: row.footLengthMm, sizes: pickSizes(sizes, columns), confidence: row.confidence };
  });
}

/** Whether a generic table keyed by this system can list the standard table's rows (its own or a relabelled column). */
function keysStandardRows(primary: SystemId, gender: Gender, conv: ResolvedConventions): boolean {
  const columns: readonly SystemId[] = standardCharts[gender].columns;
  if (columns.includes(primary)) return true;
  const system = resolveSystem(primary, gender, conv);
  return system?.kind === 'alias' && columns.includes(system.base);
}

/** A generic table stepped along a foot-length system: each row takes the standard table's labels for its foot. */
function genericRows(gender: Gender, primary: SystemId, conv: ResolvedConventions, columns: SystemId[]): ChartRow[] | EngineError {
  const tables = conv.generic === 'tables';
  if (tables && keysStandardRows(primary, gender, conv))
    return rowsOfChart(standardCharts[gender], conv, columns).filter((row) => row.sizes[primary]);
  const scale = genericScale(primary, gender, conv);
  if (!scale) return { ok: false, error: 'unknown-system', input: primary, allowed: systemsFor(gender) };
  const { base } = scale;
  const step = rowSteps[base.id] ?? base.step;
  const { first, last } = gridBounds(base, footDomains[gender].chart, step);
  const rows: ChartRow[] = [];
  for (let k = 0; first + k * step <= last + 1e-9; k += 1) {
    const index = clean(first + k * step);
    const own = scale.sizeAt(index);
    if (!own) continue;
    // A table system (mx-legacy) maps several grid sizes to its nearest row; only the exact ones key a row.
    const back = scale.system.kind === 'alias' ? scale.system.toBase(own) : own;
    if (typeof back === 'string' || !nearlyEqual(back.value, base.sizeAt(index).value)) continue;
    const footMm = clean(base.toFoot(index));
    const standard = tables ? rowForFoot(standardCharts[gender], footMm) : null;
    const pinned: Sizes = standard && !isError(standard) && standard.kind === 'row' ? printedSizes(standard.row) : {};
    pinned[base.id] = { ...base.sizeAt(index), origin: 'derived' };
    const sizes = computeSizes({ gender, conv, footMm, pinned });
    const scaleSuffix = own.scale === 'child' || own.scale === 'adult' ? `-${own.scale}` : '';
    rows.push({
      id: `${gender}-${primary}-${own.label.replace(/[^0-9A-Za-z.]+/g, '_')}${scaleSuffix}`,
      footMm,
      footLengthMm: indexRange(base, index, index, step),
      sizes: pickSizes(sizes, columns),
      confidence: modelSource.confidence,
    });
  }
  return rows;
}

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
    source: conv.generic === 'tables' ? standardCharts[gender].source : modelSource,
    note:
      conv.generic === 'tables' ? standardCharts[gender].note : 'Generic ISO/TS 19407 model table; brands differ from it by up to a size.',
    conventions: conv,
  };
}

export { matchChartRow } from './match-chart-row';
