import type { BrandChart } from './charts/brand-chart';
import { chartInputSystems } from './charts/chart-lookup';
import { checkConventions, checkGender, checkSystem, isError } from './model/checks';
import type { ConventionChoice, ResolvedConventions } from './conventions/conventions';
import { footDomains } from './model/domains';
import type { EngineError } from './model/errors';
import { genericScale, gridBounds } from './conventions/generic-scale';
import { clean } from './model/grid';
import { systemsFor } from './model/system-info';
import { resolveSystem, type FootSystemId } from './model/systems';
import { standardCharts } from './model/standard';
import type { Gender, MmRange, SizeValue, SystemId } from './model/types';

export interface SizeOptionsQuery {
  gender: Gender | (string & {});
  system: SystemId | (string & {});
  /** The brand chart a page converts on; without it the generic model's grid. */
  chart?: BrandChart | null;
  convention?: ConventionChoice;
}

/** Foot-length systems on a 0.1 grid would list every mm; a size list steps them like shoe sizes. */
const listSteps: Partial<Record<SystemId, number>> = { cm: 0.5, inch: 0.2 };

function unique(sizes: SizeValue[]): SizeValue[] {
  const seen = new Set<string>();
  return sizes.filter((size) => {
    const key = `${size.label}|${size.scale ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function gridSizes(system: SystemId, gender: Gender, conv: ResolvedConventions, span: MmRange): SizeValue[] {
  const scale = genericScale(system, gender, conv);
  if (!scale) return [];
  const step = listSteps[scale.base.id] ?? scale.base.step;
  const { first, last } = gridBounds(scale.base, span, step);
  const sizes: SizeValue[] = [];
  for (let k = 0; first + k * step <= last + 1e-9; k += 1) {
    const size = scale.sizeAt(clean(first + k * step));
    if (size) sizes.push(size);
  }
  return unique(sizes);
}

/**
 * The sizes a visitor can pick on one system, smallest first: a chart's own column (a brand's, or
 * the generic converters' standard table) or its relabelling (AU for a UK column), else the system's
 * grid across the chart's foot lengths. Every label reads back through `convert` to its row.
 *
 * @example sizeOptions({ gender: 'men', system: 'eu', chart: brandCharts.adidas.men }) // 36, 36 2/3, 37 1/3…
 */
export function sizeOptions(query: SizeOptionsQuery): SizeValue[] | EngineError {
  const gender = checkGender(query.gender);
  if (isError(gender)) return gender;
  const system = checkSystem(query.system, gender);
  if (isError(system)) return system;
  const conv = checkConventions(query.convention);
  if (isError(conv)) return conv;
  // Without a brand, the generic converters answer from the standard tables: list what they print.
  const chart = query.chart ?? (conv.generic === 'tables' ? standardCharts[gender] : null);
  if (!chart) return gridSizes(system, gender, conv, footDomains[gender].chart);

  const column = chart.columns.find((id: FootSystemId) => id === system);
  if (column) return unique(chart.rows.flatMap((row) => row.sizes[column] ?? []));
  const resolved = resolveSystem(system, gender, conv);
  if (resolved?.kind === 'alias' && chart.columns.includes(resolved.base)) {
    const relabelled = chart.rows.flatMap((row) => {
      const cell = row.sizes[resolved.base];
      const own = cell ? resolved.fromBase(cell) : null;
      return own ? [own] : [];
    });
    return unique(relabelled);
  }
  // A system the chart does not print (US on Clarks' UK chart) steps its own grid across the chart's feet.
  const span = query.chart ? chart.footLengthMm : footDomains[gender].chart;
  const sizes = gridSizes(system, gender, conv, span);
  return sizes.length > 0
    ? sizes
    : { ok: false, error: 'unknown-system', input: system, allowed: chartInputSystems(chart, gender, conv, systemsFor(gender)) };
}
