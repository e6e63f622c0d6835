import type { BrandSlug } from './slugs';
import type { BrandChart, BrandChartRow, ChartLabelColumn } from './brand-chart';
import { lookupChartSize, rowForFoot } from './chart-lookup';
import { computeSizes, isFootLengthSystem } from './compute-sizes';
import { conventions, selectableConventionIds, type ConventionChoice, type ResolvedConventions, type SelectableConventionId } from './conventions';
import { footDomains, inRange } from './domains';
import type { EngineError } from './errors';
import { formatSize } from './format-size';
import { genericScale, placeGenericSize } from './generic-scale';
import { kidsTierFor, type KidsTierId } from './kids-guide';
import { parseSize, type SizeInput } from './parse-size';
import { modelSource, type ChartSource } from './sources';
import { systemsFor } from './system-info';
import type { Confidence, ConvertedSize, Gender, MmRange, SizeValue, Sizes, SystemId } from './types';
import { checkConventions, checkFootMm, checkGender, checkSystem, isError } from './checks';

/**
 * The conversion itself, on a chart already resolved. `convert` (convert.ts) resolves a brand slug
 * to its chart first; this module never imports the brand catalogue, so the browser can use it.
 */

/** Convert a size label on one system. */
export interface ConvertBySize {
  gender: Gender | (string & {});
  system: SystemId | (string & {});
  size: SizeInput;
  /** A brand slug to read the brand's own chart instead of the generic model. */
  brand?: BrandSlug | (string & {}) | null;
  convention?: ConventionChoice;
}

/** Convert a measured foot length. */
export interface ConvertByFoot {
  gender: Gender | (string & {});
  footMm: number;
  brand?: BrandSlug | (string & {}) | null;
  convention?: ConventionChoice;
}

export type ConvertInput = ConvertBySize | ConvertByFoot;

/** How the same input reads under another option of one convention; only the sizes that change. */
export interface ConventionAlternative {
  convention: SelectableConventionId;
  option: string;
  sizes: Sizes;
}

export interface ConvertResult {
  ok: true;
  brand: BrandSlug | null;
  gender: Gender;
  input: { system: SystemId; size: SizeValue } | { footMm: number };
  /** The foot length the sizes were read at: the centre of `footLengthMm`. */
  footMm: number;
  /** The foot lengths the input covers: half a grid step either side, or the chart row's span. */
  footLengthMm: MmRange;
  sizes: Sizes;
  source: ChartSource;
  note: string;
  /** The chart row's own confidence, which can differ from the chart's (ASOS). */
  confidence: Confidence;
  /** The brand chart row, for highlighting; `ties` are rows that share its foot length. */
  chartRow: { id: string; ties: string[] } | null;
  /** The brand's own labels on that row that are not a size system (Nike cm); empty without one. */
  chartLabels: Partial<Record<ChartLabelColumn, SizeValue>>;
  kidsTier: KidsTierId | null;
  conventions: ResolvedConventions;
  alternatives: ConventionAlternative[];
}

export type ConvertOutcome = ConvertResult | EngineError;

type Core = Omit<ConvertResult, 'alternatives'>;

const genericNote =
  'ISO/TS 19407 model: foot length plus two size units in every system. Brands differ from it by up to a size; use a brand chart when you know the brand.';

function finish(core: Core): Core {
  const us = core.sizes.us;
  return { ...core, kidsTier: core.gender === 'kids' && us ? kidsTierFor(us) : null };
}

function chartResult(
  chart: BrandChart,
  lookup: { row: BrandChartRow; ties: BrandChartRow[] },
  conv: ResolvedConventions,
  input: Core['input'],
): Core {
  const { row, ties } = lookup;
  const pinned: Sizes = {};
  for (const [id, size] of Object.entries(row.sizes)) pinned[id as SystemId] = { ...size, origin: 'chart' };
  const sizes = computeSizes({
    gender: chart.gender,
    conv,
    footMm: row.footMm,
    pinned,
    footOrigin: chart.publishedFootLength ? 'rule' : 'model',
  });
  return finish({
    ok: true,
    brand: chart.brand,
    gender: chart.gender,
    input,
    footMm: row.footMm,
    footLengthMm: row.footLengthMm,
    sizes,
    source: chart.source,
    note: chart.note,
    confidence: row.confidence,
    chartRow: { id: row.id, ties: ties.map((t) => t.id) },
    chartLabels: row.labels,
    kidsTier: null,
    conventions: conv,
  });
}

function genericResult(gender: Gender, conv: ResolvedConventions, footMm: number, footLengthMm: MmRange, sizes: Sizes, input: Core['input']): Core {
  return finish({
    ok: true,
    brand: null,
    gender,
    input,
    footMm,
    footLengthMm,
    sizes,
    source: modelSource,
    note: genericNote,
    confidence: modelSource.confidence,
    chartRow: null,
    chartLabels: {},
    kidsTier: null,
    conventions: conv,
  });
}

function convertCore(input: ConvertInput, gender: Gender, chart: BrandChart | null, conv: ResolvedConventions): Core | EngineError {
  if ('footMm' in input) {
    const footMm = checkFootMm(input.footMm);
    if (isError(footMm)) return footMm;
    return fromFoot(footMm, gender, chart, conv, { footMm });
  }

  const system = checkSystem(input.system, gender);
  if (isError(system)) return system;
  const parsed = parseSize(input.size);
  if (!parsed.ok) return parsed;
  const shown = typeof input.size === 'object' ? formatSize(parsed.size, system) : String(input.size);

  if (chart) {
    const lookup = lookupChartSize(chart, gender, conv, system, parsed.size, shown, systemsFor(gender));
    if (isError(lookup)) return lookup;
    const echo: Core['input'] = { system, size: { ...parsed.size, label: formatSize(parsed.size, system) } };
    return lookup.kind === 'row' ? chartResult(chart, lookup, conv, echo) : fromFoot(lookup.footMm, gender, chart, conv, echo);
  }

  const scale = genericScale(system, gender, conv);
  if (!scale) return { ok: false, error: 'unknown-system', input: system, allowed: systemsFor(gender) };
  const placed = placeGenericSize(scale, gender, parsed.size, shown);
  if (isError(placed)) return placed;
  const pinned: Sizes = { [scale.base.id]: { ...placed.baseSize, origin: scale.system.kind === 'alias' ? 'rule' : 'input' } };
  if (scale.system.kind === 'alias') pinned[system] = { ...placed.ownSize, origin: 'input' } satisfies ConvertedSize;
  const footOrigin = scale.system.kind === 'foot' && isFootLengthSystem(system) ? 'rule' : 'model';
  const sizes = computeSizes({ gender, conv, footMm: placed.footMm, pinned, footOrigin });
  return genericResult(gender, conv, placed.footMm, placed.footLengthMm, sizes, { system, size: placed.ownSize });
}

function fromFoot(footMm: number, gender: Gender, chart: BrandChart | null, conv: ResolvedConventions, input: Core['input']): Core | EngineError {
  if (chart) {
    const lookup = rowForFoot(chart, footMm);
    if (isError(lookup)) return lookup;
    if (lookup.kind === 'row') return chartResult(chart, lookup, conv, input);
  }
  const domain = footDomains[gender].accept;
  if (!inRange(footMm, domain)) {
    return {
      ok: false,
      error: 'out-of-range',
      range: { system: 'footMm', min: domain.min, max: domain.max, minLabel: `${domain.min} mm`, maxLabel: `${domain.max} mm` },
    };
  }
  const sizes = computeSizes({ gender, conv, footMm, footOrigin: 'rule' });
  return genericResult(gender, conv, footMm, { min: footMm, max: footMm }, sizes, input);
}

function differences(base: Sizes, other: Sizes): Sizes {
  const changed: Sizes = {};
  for (const [id, size] of Object.entries(other) as Array<[SystemId, ConvertedSize]>) {
    if (base[id]?.label !== size.label) changed[id] = size;
  }
  return changed;
}

/** A conversion on one chart the caller already holds: a brand chart, or none for the generic model. */
export type ConvertOnChartInput = (Omit<ConvertBySize, 'brand'> | Omit<ConvertByFoot, 'brand'>) & { chart?: BrandChart | null };

/**
 * `convert` for a caller that holds the chart itself, such as a converter page in the browser that
 * was handed only its own brand's charts: it never loads the brand catalogue.
 *
 * @example convertOnChart({ gender: 'men', system: 'us', size: '9', chart: brandCharts.nike.men })
 */
export function convertOnChart(input: ConvertOnChartInput): ConvertOutcome {
  const gender = checkGender(input.gender);
  if (isError(gender)) return gender;
  const conv = checkConventions(input.convention);
  if (isError(conv)) return conv;
  const chart = input.chart ?? null;
  if (chart && chart.gender !== gender) return { ok: false, error: 'unknown-gender', input: gender, allowed: [chart.gender] };

  const core = convertCore(input, gender, chart, conv);
  if (isError(core)) return core;

  const alternatives: ConventionAlternative[] = [];
  for (const key of selectableConventionIds) {
    for (const option of conventions[key].options) {
      if (option.id === conv[key]) continue;
      const other = convertCore(input, gender, chart, { ...conv, [key]: option.id });
      if (isError(other)) continue;
      const sizes = differences(core.sizes, other.sizes);
      if (Object.keys(sizes).length > 0) alternatives.push({ convention: key, option: option.id, sizes });
    }
  }
  return { ...core, alternatives };
}
