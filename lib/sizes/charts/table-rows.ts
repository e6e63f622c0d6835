import { computeSizes, pickSizes, printedSizes } from '../compute-sizes';
import type { BrandChart } from './brand-chart';
import { rowForFoot } from './chart-lookup';
import { isError } from '../model/checks';
import type { ResolvedConventions } from '../conventions/conventions';
import { footDomains } from '../model/domains';
import type { EngineError } from '../model/errors';
import { genericScale, gridBounds, indexRange } from '../conventions/generic-scale';
import { printedLabels, type PrintedLabels } from '../model/label-kinds';
import { clean, nearlyEqual } from '../model/grid';
import { modelSource } from '../sources';
import { standardCharts } from '../model/standard';
import { systemsFor } from '../model/system-info';
import { resolveSystem } from '../model/systems';
import type { Confidence, Gender, MmRange, Sizes, SystemId } from '../model/types';

/**
 * The rows of a size table, from a brand's chart or the generic model. They need no catalogue, so
 * the browser builds a page's tables itself from the chart and conventions it already has, rather
 * than receiving every row in the page's flight data.
 */

export interface ChartRow {
  id: string;
  footMm: number;
  footLengthMm: MmRange;
  sizes: Sizes;
  confidence: Confidence;
  /** On a brand chart with a label kind: the row's men's/women's US labels, the widths it is made in. */
  printed?: PrintedLabels;
}

/** Foot-length systems on a 0.1 grid would give a row per mm; tables step them like shoe sizes. */
const rowSteps: Partial<Record<SystemId, number>> = { cm: 0.5, inch: 0.2 };

/** A chart's own rows with the requested columns: printed labels as printed, the rest from foot length. */
export function rowsOfChart(chart: BrandChart, conv: ResolvedConventions, columns: SystemId[]): ChartRow[] {
  return chart.rows.map((row): ChartRow => {
    const sizes = computeSizes({ gender: chart.gender, conv, footMm: row.footMm, pinned: printedSizes(row) });
    const printed = printedLabels(chart, row);
    const table = {
      id: row.id,
      footMm: row.footMm,
      footLengthMm: row.footLengthMm,
      sizes: pickSizes(sizes, columns),
      confidence: row.confidence,
    };
    return printed ? { ...table, printed } : table;
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
export function genericRows(gender: Gender, primary: SystemId, conv: ResolvedConventions, columns: SystemId[]): ChartRow[] | EngineError {
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

/** What a table's rows depend on: its gender, row key, columns and conventions, and the brand chart it shows (null for a generic table). */
export interface TableRowsQuery {
  gender: Gender;
  primary: SystemId;
  columns: SystemId[];
  conventions: ResolvedConventions;
  chart: BrandChart | null;
}

/** The rows chartRows gives for the same table. */
export function tableRows({ gender, primary, columns, conventions, chart }: TableRowsQuery): ChartRow[] {
  if (chart) return rowsOfChart(chart, conventions, columns);
  const rows = genericRows(gender, primary, conventions, columns);
  if (isError(rows)) throw new Error(`table rows: ${JSON.stringify(rows)}`);
  return rows;
}
