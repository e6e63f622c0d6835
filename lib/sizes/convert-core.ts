import type { BrandSlug } from './charts/slugs';
import type { BrandChart, BrandChartRow } from './charts/brand-chart';
import { lookupChartSize, rowForFoot } from './charts/chart-lookup';
import { chartRowSizes, computeSizes, printedSizes } from './compute-sizes';
import {
  conventions,
  selectableConventionIds,
  type ConventionChoice,
  type ResolvedConventions,
  type SelectableConventionId,
} from './conventions/conventions';
import { footDomains, inRange } from './model/domains';
import type { EngineError } from './model/errors';
import { formatSize } from './model/format-size';
import { genericScale, placeGenericSize } from './conventions/generic-scale';
import { kidsTierFor, type KidsTierId } from './conventions/kids-guide';
import { lookupLabelKind, printedLabels, type PrintedLabels, type Width } from './model/label-kinds';
import { parseSize, type ParsedSize, type SizeInput } from './model/parse-size';
import { modelSource, type ChartSource } from './sources';
import { standardCharts } from './model/standard';
import { systemsFor } from './model/system-info';
import { sizeMeanings, type LabelSystem, type SizeMeaning } from './model/size-meaning';
import type { Confidence, ConvertedSize, Gender, MmRange, SizeValue, Sizes, SystemId } from './model/types';
import { checkConventions, checkFootMm, checkGender, checkSystem, isError } from './model/checks';

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
  /** What the JP, KR and CN values stand for: the foot length, or a brand's printed shoe label. */
  meanings: Partial<Record<LabelSystem, SizeMeaning>>;
  source: ChartSource;
  note: string;
  /** The chart row's own confidence, which can differ from the chart's (ASOS). */
  confidence: Confidence;
  /** The brand chart row, for highlighting; `ties` are rows that share its foot length. */
  chartRow: { id: string; ties: string[] } | null;
  /** Where the published tables behind a generic answer disagree: the smallest and largest size they give. */
  spread: Partial<Record<SystemId, { min: ConvertedSize; max: ConvertedSize }>>;
  kidsTier: KidsTierId | null;
  conventions: ResolvedConventions;
  alternatives: ConventionAlternative[];
  /** On a brand chart with a label kind: the row's men's/women's US labels, the widths it is made in. */
  printed?: PrintedLabels;
}

export type ConvertOutcome = ConvertResult | EngineError;

type Core = Omit<ConvertResult, 'alternatives'>;

const genericNote =
  'ISO/TS 19407 model: foot length plus two size units in every system. Brands differ from it by up to a size; use a brand chart when you know the brand.';

function finish(core: Core): Core {
  const us = core.sizes.us;
  return { ...core, kidsTier: core.gender === 'kids' && us ? kidsTierFor(us) : null };
}

/** A standard table's spread on one row, with the printed labels' relabellings (FR for EU, CA for US). */
function rowSpread(row: BrandChartRow, sizes: Sizes): ConvertResult['spread'] {
  const spread: ConvertResult['spread'] = {};
  for (const [id, range] of Object.entries(row.spread) as Array<[SystemId, { min: SizeValue; max: SizeValue }]>) {
    if (sizes[id]) spread[id] = { min: { ...range.min, origin: 'chart' }, max: { ...range.max, origin: 'chart' } };
  }
  return spread;
}

function chartResult(
  chart: BrandChart,
  lookup: { row: BrandChartRow; ties: BrandChartRow[] },
  conv: ResolvedConventions,
  input: Core['input'],
  measured?: number,
  width?: Width,
): Core {
  const { row, ties } = lookup;
  const printed = printedLabels(chart, row, width);
  // A measured foot keeps its own length: the row gives the printed labels, the foot the rest.
  const footMm = measured ?? row.footMm;
  const sizes =
    measured === undefined
      ? chartRowSizes(chart.gender, row, conv)
      : computeSizes({ gender: chart.gender, conv, footMm, pinned: printedSizes(row) });
  return finish({
    ok: true,
    brand: chart.brand,
    gender: chart.gender,
    input,
    footMm,
    footLengthMm: measured === undefined ? row.footLengthMm : { min: measured, max: measured },
    sizes,
    meanings: sizeMeanings(sizes, chart),
    source: chart.source,
    note: chart.note,
    confidence: row.confidence,
    chartRow: { id: row.id, ties: ties.map((t) => t.id) },
    spread: rowSpread(row, sizes),
    kidsTier: null,
    conventions: conv,
    ...(printed ? { printed } : {}),
  });
}

function modelResult(
  gender: Gender,
  conv: ResolvedConventions,
  footMm: number,
  footLengthMm: MmRange,
  sizes: Sizes,
  input: Core['input'],
): Core {
  return finish({
    ok: true,
    brand: null,
    gender,
    input,
    footMm,
    footLengthMm,
    sizes,
    meanings: sizeMeanings(sizes, null),
    source: modelSource,
    note: genericNote,
    confidence: modelSource.confidence,
    chartRow: null,
    spread: {},
    kidsTier: null,
    conventions: conv,
  });
}

/** The ISO/TS 19407 model alone, where the standard table has no row (beyond its range). */
function convertOnModel(
  system: SystemId,
  gender: Gender,
  conv: ResolvedConventions,
  parsed: ParsedSize,
  shown: string,
): Core | EngineError {
  const scale = genericScale(system, gender, conv);
  if (!scale) return { ok: false, error: 'unknown-system', input: system, allowed: systemsFor(gender) };
  const placed = placeGenericSize(scale, gender, parsed, shown);
  if (isError(placed)) return placed;
  const pinned: Sizes = { [scale.base.id]: { ...placed.baseSize, origin: 'derived' } };
  if (scale.system.kind === 'alias') pinned[system] = { ...placed.ownSize, origin: 'derived' } satisfies ConvertedSize;
  const sizes = computeSizes({ gender, conv, footMm: placed.footMm, pinned });
  return modelResult(gender, conv, placed.footMm, placed.footLengthMm, sizes, { system, size: placed.ownSize });
}

/** Systems whose kids numbering restarts (US C/Y, UK child/adult) and those that copy them. */
const kidsScaleSystems: ReadonlySet<SystemId> = new Set(['us', 'uk', 'au', 'in', 'ca', 'ph']);

/**
 * The generic answer: the standard table's row for the size, where the table has one. A label two
 * rows share (kids EU) reads as the larger size, as ties do everywhere in the engine.
 */
function convertOnStandard(
  system: SystemId,
  gender: Gender,
  conv: ResolvedConventions,
  parsed: ParsedSize,
  shown: string,
  echo: Core['input'],
): Core | EngineError {
  const standard = standardCharts[gender];
  const lookup = lookupChartSize(standard, gender, conv, system, parsed, shown, systemsFor(gender));
  if (!isError(lookup)) {
    if (lookup.kind === 'row') return chartResult(standard, lookup, conv, echo);
    return fromFoot(lookup.footMm, gender, null, conv, echo, placedRange(system, gender, conv, parsed, shown));
  }
  // Two rows printing one label read as the larger; a bare kids "3" (3C or 3Y, UK child or adult) stays a question.
  const restarting = gender === 'kids' && parsed.scale === undefined && kidsScaleSystems.has(system);
  if (lookup.error === 'ambiguous-size' && !restarting) {
    const largest = lookup.candidates[lookup.candidates.length - 1];
    const row = standard.rows.find((r) => r.id === largest?.rowId);
    if (row) return chartResult(standard, { row, ties: [] }, conv, echo);
  }
  if (lookup.error === 'out-of-range' || lookup.error === 'not-on-chart') return convertOnModel(system, gender, conv, parsed, shown);
  return lookup;
}

/** The foot lengths a size on a foot-length system covers (half a grid step either side). */
function placedRange(system: SystemId, gender: Gender, conv: ResolvedConventions, parsed: ParsedSize, shown: string): MmRange | undefined {
  const scale = genericScale(system, gender, conv);
  const placed = scale ? placeGenericSize(scale, gender, parsed, shown) : null;
  return placed && !isError(placed) ? placed.footLengthMm : undefined;
}

/** The echoed input keeps the size itself; its label kind shows in `printed`. */
function sizeOnly({ value, upTo, scale }: ParsedSize): Omit<SizeValue, 'label'> {
  return { value, ...(upTo === undefined ? {} : { upTo }), ...(scale === undefined ? {} : { scale }) };
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
  const kind = lookupLabelKind(chart, gender, system, parsed.size, shown);
  if (isError(kind)) return kind;
  const size = kind.kind === 'plain' ? kind.size : parsed.size;
  // An M/W label echoes as the row's label on the asked gender's scale ("M9/W11" on the women's chart is 11).
  const own = kind.kind === 'row' ? kind.row.sizes.us : undefined;
  const echo: Core['input'] = { system, size: own ?? { ...sizeOnly(size), label: formatSize(size, system) } };

  if (chart) {
    if (kind.kind === 'row') return chartResult(chart, { row: kind.row, ties: [] }, conv, echo, undefined, size.width);
    const lookup = lookupChartSize(chart, gender, conv, system, size, shown, systemsFor(gender));
    if (isError(lookup)) return lookup;
    return lookup.kind === 'row'
      ? chartResult(chart, lookup, conv, echo, undefined, size.width)
      : fromFoot(lookup.footMm, gender, chart, conv, echo, undefined, size.width);
  }
  if (conv.generic === 'iso') return convertOnModel(system, gender, conv, size, shown);
  return convertOnStandard(system, gender, conv, size, shown, echo);
}

function fromFoot(
  footMm: number,
  gender: Gender,
  chart: BrandChart | null,
  conv: ResolvedConventions,
  input: Core['input'],
  span?: MmRange,
  width?: Width,
): Core | EngineError {
  if (chart) {
    const lookup = rowForFoot(chart, footMm);
    if (isError(lookup)) return lookup;
    if (lookup.kind === 'row') return chartResult(chart, lookup, conv, input, undefined, width);
  }
  const domain = footDomains[gender].accept;
  if (!inRange(footMm, domain)) {
    return {
      ok: false,
      error: 'out-of-range',
      range: { system: 'footMm', min: domain.min, max: domain.max, minLabel: `${domain.min} mm`, maxLabel: `${domain.max} mm` },
    };
  }
  const standard = conv.generic === 'tables' ? rowForFoot(standardCharts[gender], footMm) : null;
  if (standard && !isError(standard) && standard.kind === 'row') {
    const result = chartResult(standardCharts[gender], standard, conv, input, footMm);
    return span ? { ...result, footLengthMm: span } : result;
  }
  const sizes = computeSizes({ gender, conv, footMm });
  return modelResult(gender, conv, footMm, span ?? { min: footMm, max: footMm }, sizes, input);
}

function differences(base: Sizes, other: Sizes): Sizes {
  const changed: Sizes = {};
  for (const [id, size] of Object.entries(other) as Array<[SystemId, ConvertedSize]>) {
    if (base[id]?.label !== size.label) changed[id] = size;
  }
  return changed;
}

export interface ConvertOptions {
  /**
   * False to skip reading the input under every other convention option (`alternatives` is then
   * empty): callers that show no convention ranges, such as brand-to-brand, answer many times faster.
   */
  alternatives?: boolean;
}

/** A conversion on one chart the caller already holds: a brand chart, or none for the generic model. */
export type ConvertOnChartInput = (Omit<ConvertBySize, 'brand'> | Omit<ConvertByFoot, 'brand'>) & { chart?: BrandChart | null };

/**
 * `convert` for a caller that holds the chart itself, such as a converter page in the browser that
 * was handed only its own brand's charts: it never loads the brand catalogue.
 *
 * @example convertOnChart({ gender: 'men', system: 'us', size: '9', chart: brandCharts.nike.men })
 */
export function convertOnChart(input: ConvertOnChartInput, options: ConvertOptions = {}): ConvertOutcome {
  const gender = checkGender(input.gender);
  if (isError(gender)) return gender;
  const conv = checkConventions(input.convention);
  if (isError(conv)) return conv;
  const chart = input.chart ?? null;
  if (chart && chart.gender !== gender) return { ok: false, error: 'unknown-gender', input: gender, allowed: [chart.gender] };

  const core = convertCore(input, gender, chart, conv);
  if (isError(core)) return core;
  if (options.alternatives === false) return { ...core, alternatives: [] };

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
