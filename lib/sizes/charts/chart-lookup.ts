import { sizeIndex, type BrandChart, type BrandChartRow } from './brand-chart';
import type { ResolvedConventions } from '../conventions/conventions';
import type { EngineError, RangeInfo } from '../model/errors';
import { formatSize } from '../model/format-size';
import { LABEL_TOLERANCE, nearlyEqual } from '../model/grid';
import type { ParsedSize } from '../model/parse-size';
import { isFootLengthSystem } from '../compute-sizes';
import { resolveSystem, type FootSystemId } from '../model/systems';
import { genericScale, placeGenericSize } from '../conventions/generic-scale';
import { isError } from '../model/checks';
import type { Gender, SizeValue, SystemId } from '../model/types';

/** Which chart row(s) a size or a foot length names. */

export type ChartLookup = { kind: 'row'; row: BrandChartRow; ties: BrandChartRow[] } | { kind: 'foot'; footMm: number };

function cellMatches(cell: SizeValue | undefined, size: ParsedSize): boolean {
  if (!cell) return false;
  if (size.scale && cell.scale && size.scale !== cell.scale) return false;
  if (size.upTo !== undefined) {
    return (
      cell.upTo !== undefined && nearlyEqual(cell.value, size.value, LABEL_TOLERANCE) && nearlyEqual(cell.upTo, size.upTo, LABEL_TOLERANCE)
    );
  }
  // A single size inside a two-size label ("5.5" in Alegria's "5-5.5") names that row.
  if (cell.upTo !== undefined) return size.value >= cell.value - LABEL_TOLERANCE && size.value <= cell.upTo + LABEL_TOLERANCE;
  return nearlyEqual(cell.value, size.value, LABEL_TOLERANCE);
}

/** Systems a chart can be entered with: its columns, their relabellings (CA for US, FR for EU), and foot lengths. */
export function chartInputSystems(
  chart: BrandChart,
  gender: Gender,
  conv: ResolvedConventions,
  available: readonly SystemId[],
): SystemId[] {
  return available.filter((id) => genericScale(id, gender, conv) !== null || (chart.columns as readonly string[]).includes(id));
}

function columnRange(
  chart: BrandChart,
  column: FootSystemId,
  shownAs: SystemId,
  relabel: (size: SizeValue) => SizeValue | null,
): RangeInfo {
  const cells = chart.rows.map((row) => row.sizes[column]).filter((cell): cell is SizeValue => cell !== undefined);
  const first = cells[0];
  const last = cells[cells.length - 1];
  const low = (first && relabel(first)) ?? first;
  const high = (last && relabel(last)) ?? last;
  return {
    system: shownAs,
    min: low?.value ?? Number.NaN,
    max: high?.upTo ?? high?.value ?? Number.NaN,
    minLabel: low?.label ?? '',
    maxLabel: high?.label ?? '',
  };
}

/**
 * Finds the row a size names on a brand chart. Sizes in a relabelling system are read through it
 * (AU → UK); sizes that are foot lengths (cm, Mondopoint, JP…) are handed back as a foot length
 * for `rowForFoot`.
 */
export function lookupChartSize(
  chart: BrandChart,
  gender: Gender,
  conv: ResolvedConventions,
  systemId: SystemId,
  parsed: ParsedSize,
  shown: string,
  available: readonly SystemId[],
): ChartLookup | EngineError {
  let column: FootSystemId;
  let size: ParsedSize = parsed;
  let relabel: (cell: SizeValue) => SizeValue | null = (cell) => cell;
  const system = resolveSystem(systemId, gender, conv);

  // A label the brand prints (its CM/JP label too) names that row. A foot length (cm, Mondopoint…)
  // is looked up by span even where the chart prints it, so 27.2 cm finds the 27 cm row instead of failing.
  const printed = (chart.columns as readonly string[]).includes(systemId);
  if (system?.kind === 'foot' && isFootLengthSystem(system.id) && (!printed || systemId === 'cm')) {
    if (parsed.scale || parsed.upTo !== undefined)
      return { ok: false, error: 'malformed-size', input: shown, reason: 'a foot length is a single number' };
    return { kind: 'foot', footMm: system.toFoot(parsed.value) };
  } else if (printed) {
    if (gender !== 'kids' && parsed.scale)
      return { ok: false, error: 'malformed-size', input: shown, reason: 'C, Y and child sizes exist only on kids scales' };
    column = systemId as FootSystemId;
  } else if (system?.kind === 'alias' && chart.columns.includes(system.base)) {
    if (gender !== 'kids' && parsed.scale)
      return { ok: false, error: 'malformed-size', input: shown, reason: 'C, Y and child sizes exist only on kids scales' };
    const base = system.toBase(parsed);
    if (typeof base === 'string') return { ok: false, error: 'malformed-size', input: shown, reason: base };
    column = system.base;
    size = base;
    relabel = (cell) => system.fromBase(cell);
  } else {
    // A system the brand does not print (US on Clarks’ UK chart) is read on the generic model, then by foot length.
    const scale = genericScale(systemId, gender, conv);
    if (!scale) return { ok: false, error: 'unknown-system', input: systemId, allowed: chartInputSystems(chart, gender, conv, available) };
    const placed = placeGenericSize(scale, gender, parsed, shown);
    if (isError(placed)) return placed;
    return { kind: 'foot', footMm: placed.footMm };
  }

  const matches = chart.rows.filter((row) => cellMatches(row.sizes[column], size));
  const [only, ...more] = matches;
  if (only && more.length === 0) return { kind: 'row', row: only, ties: [] };
  if (only) {
    return {
      ok: false,
      error: 'ambiguous-size',
      input: shown,
      candidates: matches.map((row) => {
        const primary = row.sizes[chart.primary] ?? { value: Number.NaN, label: '' };
        return { system: chart.primary, size: primary, rowId: row.id };
      }),
    };
  }

  const range = columnRange(chart, column, systemId, relabel);
  const cellIndexes = chart.rows
    .map((row) => row.sizes[column])
    .filter((c): c is SizeValue => c !== undefined)
    .map(sizeIndex);
  const lowest = Math.min(...cellIndexes);
  const highest = Math.max(...cellIndexes);
  const wanted = size.scale || gender !== 'kids' ? [sizeIndex(size)] : [size.value, sizeIndex({ value: size.value, scale: 'Y' })];
  const inside = wanted.some((index) => index >= lowest - LABEL_TOLERANCE && index <= highest + LABEL_TOLERANCE);
  if (!inside) return { ok: false, error: 'out-of-range', range };
  return {
    ok: false,
    error: 'not-on-chart',
    input: shown,
    system: systemId,
    allowed: chart.rows
      .map((row) => row.sizes[column])
      .filter((c): c is SizeValue => c !== undefined)
      .map((cell) => relabel(cell)?.label ?? cell.label),
  };
}

function mmRange(chart: BrandChart): RangeInfo {
  const { min, max } = chart.footLengthMm;
  return { system: 'footMm', min, max, minLabel: `${formatSize(min, 'cm')} mm`, maxLabel: `${formatSize(max, 'cm')} mm` };
}

/**
 * The row whose foot range holds a foot length. Ranges are half-open [min, max) so a boundary
 * goes to the larger size; rows that share one published length share a range, and the largest
 * of them is returned with the others as ties.
 */
export function rowForFoot(chart: BrandChart, footMm: number): ChartLookup | EngineError {
  const { min, max } = chart.footLengthMm;
  if (footMm < min - 1e-9 || footMm > max + 1e-9) return { ok: false, error: 'out-of-range', range: mmRange(chart) };
  const holding = chart.rows.filter((row) => footMm >= row.footLengthMm.min - 1e-9 && footMm < row.footLengthMm.max - 1e-9);
  const rows = holding.length > 0 ? holding : chart.rows.slice(-1);
  const row = rows[rows.length - 1];
  if (!row) return { ok: false, error: 'out-of-range', range: mmRange(chart) };
  return { kind: 'row', row, ties: rows.slice(0, -1) };
}
