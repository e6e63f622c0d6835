import type { BrandSlug } from './slugs';
import type { BrandChart } from './brand-chart';
import { chartRowSizes as rowSizes } from '../compute-sizes';
import { LABEL_TOLERANCE, nearlyEqual } from '../model/grid';
import { standardCharts } from '../model/standard';
import { convert } from '../convert';
import type { ConvertResult } from '../convert-core';
import type { ConventionChoice, ResolvedConventions } from '../conventions/conventions';
import { footDomains } from '../model/domains';
import type { EngineError, RangeInfo } from '../model/errors';
import { clean } from '../model/grid';
import { genericScale, gridBounds, indexRange, type GenericScale } from '../conventions/generic-scale';
import type { SizeInput } from '../model/parse-size';
import { printedLabels, type PrintedLabels } from '../model/label-kinds';
import { modelSource, type ChartSource } from '../sources';
import type { ConvertedSize, Gender, MmRange, Sizes, SystemId } from '../model/types';
import { checkBrand, checkChart, checkGender, checkSystem, isError } from '../model/validate';

export interface BrandToBrandInput {
  /** The size the reader knows; `brand` null or absent means the generic model. */
  from: {
    brand?: BrandSlug | (string & {}) | null;
    gender: Gender | (string & {});
    system: SystemId | (string & {});
    size: SizeInput;
  };
  /** The brand and system to read it in; `gender` defaults to the source's (set it for men ↔ women). */
  to: { brand?: BrandSlug | (string & {}) | null; system: SystemId | (string & {}); gender?: Gender | (string & {}) };
  convention?: ConventionChoice;
}

export interface TargetSize {
  size: ConvertedSize;
  rowId: string | null;
  footMm: number;
  footLengthMm: MmRange;
  /** How many mm of the source's foot range this target covers. */
  overlapMm: number;
  /** On a chart with a label kind: the row's men's/women's US labels ("M9 / W11"), the widths it is made in. */
  printed?: PrintedLabels;
}

export interface BrandToBrandResult {
  ok: true;
  from: ConvertResult;
  to: {
    brand: BrandSlug | null;
    gender: Gender;
    system: SystemId;
    source: ChartSource;
    note: string;
    /** The target whose foot length is nearest the source's. */
    best: TargetSize;
    /** Every target size whose foot range overlaps the source's, smallest first: the uncertainty. */
    candidates: TargetSize[];
  };
  /** best.footMm − from.footMm: how far the nearest target sits from the source, in mm. */
  differenceMm: number;
}

export type BrandToBrandOutcome = BrandToBrandResult | EngineError;

type Target = Omit<TargetSize, 'overlapMm'>;

/** A chart row with its sizes in every system, to match printed labels across charts. */
interface ChartRow {
  rowId: string;
  footMm: number;
  footLengthMm: MmRange;
  sizes: Sizes;
  printed?: PrintedLabels;
}

interface ChartTarget extends ChartRow, Target {
  rowId: string;
}

const rowSizesCache = new WeakMap<BrandChart, Map<string, ChartRow[]>>();

/** A chart's rows in every system; kept per chart and conventions, as charts never change at run time. */
function chartRowSizes(chart: BrandChart, conv: ResolvedConventions): ChartRow[] {
  const byConventions = rowSizesCache.get(chart) ?? new Map<string, ChartRow[]>();
  rowSizesCache.set(chart, byConventions);
  const key = JSON.stringify(conv);
  const cached = byConventions.get(key);
  if (cached) return cached;
  const rows = chart.rows.map((row): ChartRow => {
    const printed = printedLabels(chart, row);
    return {
      rowId: row.id,
      footMm: row.footMm,
      footLengthMm: row.footLengthMm,
      sizes: rowSizes(chart.gender, row, conv),
      ...(printed ? { printed } : {}),
    };
  });
  byConventions.set(key, rows);
  return rows;
}

const targetsCache = new WeakMap<ChartRow[], Map<SystemId, ChartTarget[]>>();

/** A chart's rows that have a size in one system; kept per row list (one per chart and conventions). */
function chartTargets(chart: BrandChart, system: SystemId, conv: ResolvedConventions): ChartTarget[] {
  const rows = chartRowSizes(chart, conv);
  const bySystem = targetsCache.get(rows) ?? new Map<SystemId, ChartTarget[]>();
  targetsCache.set(rows, bySystem);
  const cached = bySystem.get(system);
  if (cached) return cached;
  const targets = rows.flatMap((row) => {
    const size = row.sizes[system];
    return size ? [{ ...row, size }] : [];
  });
  bySystem.set(system, targets);
  return targets;
}

/** A source row whose printed label the target chart prints too: the pair the label links. */
interface Anchor {
  sourceRowId: string;
  sourceFootMm: number;
  target: ChartTarget;
}

const printedIn = (row: ChartRow, system: SystemId) => row.sizes[system]?.origin === 'chart';

/**
 * The system whose printed labels link the two charts: the one asked for when both charts print it
 * (Nike US 8 prints EU 41, so it answers the other brand's EU 41), else the one the reader gave.
 */
function linkingSystem(sourceRows: ChartRow[], targets: ChartTarget[], systems: SystemId[]): SystemId | null {
  return systems.find((system) => sourceRows.some((r) => printedIn(r, system)) && targets.some((t) => printedIn(t, system))) ?? null;
}

/**
 * Every source row linked to the one target row printing the same label, smallest first. A link
 * that would point below an earlier one is dropped, so that the answers never shrink as the source
 * size grows, even where two brands' label columns disagree.
 */
function labelAnchors(sourceRows: ChartRow[], targets: ChartTarget[], system: SystemId): Anchor[] {
  const anchors: Anchor[] = [];
  for (const row of [...sourceRows].sort((a, b) => a.footMm - b.footMm)) {
    const label = row.sizes[system];
    if (!label || label.origin !== 'chart') continue;
    const matches = targets.filter((t) => {
      const cell = t.sizes[system];
      return (
        cell?.origin === 'chart' &&
        cell.scale === label.scale &&
        nearlyEqual(cell.value, label.value, LABEL_TOLERANCE) &&
        cell.upTo === label.upTo
      );
    });
    const target = matches.length === 1 ? matches[0] : undefined;
    const previous = anchors[anchors.length - 1];
    if (target && (!previous || target.footMm >= previous.target.footMm))
      anchors.push({ sourceRowId: row.rowId, sourceFootMm: row.footMm, target });
  }
  return anchors;
}

/** Generic grid sizes around a foot range, each with the span it covers. */
function genericTargets(scale: GenericScale, gender: Gender, around: MmRange): Target[] {
  const { base } = scale;
  const domain = footDomains[gender].accept;
  const { first, last } = gridBounds(base, { min: around.min - 10, max: around.max + 10 });
  const targets: Target[] = [];
  for (let k = 0; first + k * base.step <= last + 1e-9; k += 1) {
    const index = clean(first + k * base.step);
    const footMm = clean(base.toFoot(index));
    if (footMm < domain.min || footMm > domain.max) continue;
    const size = scale.sizeAt(index);
    if (size) targets.push({ size: { ...size, origin: 'derived' }, rowId: null, footMm, footLengthMm: indexRange(base, index, index) });
  }
  return targets;
}

function overlap(a: MmRange, b: MmRange): number {
  return Math.min(a.max, b.max) - Math.max(a.min, b.min);
}

function targetRange(system: SystemId, targets: Target[]): RangeInfo {
  const first = targets[0]?.size;
  const last = targets[targets.length - 1]?.size;
  return {
    system,
    min: first?.value ?? Number.NaN,
    max: last?.value ?? Number.NaN,
    minLabel: first?.label ?? '',
    maxLabel: last?.label ?? '',
  };
}

/** The chart the source size was read on: its brand's, or the generic tables. */
function sourceChart(from: ConvertResult): BrandChart | null {
  if (from.brand) {
    const chart = checkChart(from.brand, from.gender);
    return isError(chart) ? null : chart;
  }
  return from.conventions.generic === 'tables' ? standardCharts[from.gender] : null;
}

const anchorsCache = new WeakMap<ChartRow[], WeakMap<ChartTarget[], Map<string, Anchor[]>>>();

/** The label links between the source's chart and the targets; kept per pair of (cached) row lists and systems. */
function anchorsFor(from: ConvertResult, targets: ChartTarget[], system: SystemId): Anchor[] {
  const chart = sourceChart(from);
  if (!chart || targets.length === 0) return [];
  const sourceRows = chartRowSizes(chart, from.conventions);
  const systems = 'system' in from.input ? [system, from.input.system] : [system];
  const byTargets = anchorsCache.get(sourceRows) ?? new WeakMap<ChartTarget[], Map<string, Anchor[]>>();
  anchorsCache.set(sourceRows, byTargets);
  const bySystems = byTargets.get(targets) ?? new Map<string, Anchor[]>();
  byTargets.set(targets, bySystems);
  const key = systems.join('|');
  const cached = bySystems.get(key);
  if (cached) return cached;
  const linking = linkingSystem(sourceRows, targets, systems);
  const anchors = linking ? labelAnchors(sourceRows, targets, linking) : [];
  bySystems.set(key, anchors);
  return anchors;
}

/** The anchor of the source's own chart row, when the reader gave a label that row prints. */
function ownAnchor(from: ConvertResult, anchors: Anchor[]): Anchor | null {
  if (!('system' in from.input) || !from.chartRow) return null;
  if (from.sizes[from.input.system]?.origin !== 'chart') return null;
  const rowId = from.chartRow.id;
  return anchors.find((a) => a.sourceRowId === rowId) ?? null;
}

function withOverlap({ size, rowId, footMm, footLengthMm, printed }: Target, from: MmRange): TargetSize {
  const target: TargetSize = { size, rowId, footMm, footLengthMm, overlapMm: clean(Math.max(0, overlap(footLengthMm, from))) };
  return printed ? { ...target, printed } : target;
}

/**
 * Reads a size of one brand in another brand (or the generic model) through foot length.
 * The source size covers a span of foot lengths (its chart row, or half a grid step); every target
 * size whose span overlaps it is a candidate, and the one whose centre is nearest is `best`.
 * Several candidates is the honest answer where brands' grids do not line up.
 *
 * @example brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'adidas', system: 'us' } })
 */
export function brandToBrand(input: BrandToBrandInput): BrandToBrandOutcome {
  // The answer shows no convention ranges, so the source is read without them.
  const from = convert({ ...input.from, convention: input.convention }, { alternatives: false });
  if (!from.ok) return from;
  return brandToBrandFrom(from, input.to);
}

/**
 * `brandToBrand` for a source size already converted: "my sizes" reads a saved fit in every brand
 * and system, and converts the fit once rather than once per answer.
 */
export function brandToBrandFrom(from: ConvertResult, to: BrandToBrandInput['to']): BrandToBrandOutcome {
  const gender = to.gender === undefined ? from.gender : checkGender(to.gender);
  if (isError(gender)) return gender;
  const brand = checkBrand(to.brand);
  if (isError(brand)) return brand;
  const system = checkSystem(to.system, gender);
  if (isError(system)) return system;
  const conv = from.conventions;

  let targets: Target[];
  let source: ChartSource = modelSource;
  let note = 'Generic ISO/TS 19407 model.';
  let labelled: ChartTarget[] = [];
  if (brand) {
    const chart = checkChart(brand, gender);
    if (isError(chart)) return chart;
    const onChart = chartTargets(chart, system, conv);
    targets = onChart;
    labelled = onChart;
    source = chart.source;
    note = chart.note;
    if (targets.length === 0) return { ok: false, error: 'unknown-system', input: system, allowed: chart.columns };
  } else {
    const scale = genericScale(system, gender, conv);
    if (!scale) return { ok: false, error: 'unknown-system', input: system, allowed: [] };
    const standard = standardCharts[gender];
    const onStandard = conv.generic === 'tables' ? chartTargets(standard, system, conv) : [];
    const beyond = genericTargets(scale, gender, from.footLengthMm).filter(
      (t) => onStandard.length === 0 || t.footMm < standard.footLengthMm.min || t.footMm >= standard.footLengthMm.max,
    );
    targets = [...onStandard, ...beyond].sort((a, b) => a.footMm - b.footMm);
    labelled = onStandard;
    if (onStandard.length > 0) {
      source = standard.source;
      note = standard.note;
    }
  }

  // Labels link charts of one gender only: a men's US 9 is not a women's US 9.
  const anchors = gender === from.gender ? anchorsFor(from, labelled, system) : [];
  const own = ownAnchor(from, anchors);
  if (own) {
    const best = withOverlap(own.target, from.footLengthMm);
    return {
      ok: true,
      from,
      to: { brand, gender, system, source, note, best, candidates: [best] },
      differenceMm: clean(best.footMm - from.footMm),
    };
  }

  // A measured foot is a point, not a span: then the targets are the rows that hold it.
  const point = from.footLengthMm.max - from.footLengthMm.min < 1e-9;
  const lastTarget = targets[targets.length - 1];
  // Linked labels either side bound the answer, so a size between two linked ones never lands outside them.
  const below = anchors.filter((a) => a.sourceFootMm < from.footMm - 1e-9).pop()?.target;
  const above = anchors.find((a) => a.sourceFootMm > from.footMm + 1e-9)?.target;
  const overlapping: TargetSize[] = targets
    .map((t) => withOverlap(t, from.footLengthMm))
    .filter((t) =>
      point
        ? from.footMm >= t.footLengthMm.min - 1e-9 &&
          (from.footMm < t.footLengthMm.max - 1e-9 || (t.footMm === lastTarget?.footMm && from.footMm <= t.footLengthMm.max + 1e-9))
        : t.overlapMm > 1e-6,
    );
  const within = (t: Target) => (!below || t.footMm >= below.footMm - 1e-9) && (!above || t.footMm <= above.footMm + 1e-9);
  const bounded = overlapping.filter(within);
  const first = overlapping[0];
  const clamped = below && first && first.footMm < below.footMm ? below : above;
  const candidates = bounded.length > 0 || !first || !clamped ? bounded : [withOverlap(clamped, from.footLengthMm)];

  const unique = candidates.filter(
    (c, i) => candidates.findIndex((d) => d.size.label === c.size.label && d.size.scale === c.size.scale) === i,
  );
  let best: TargetSize | undefined;
  for (const c of unique) {
    // Ties go to the larger size, as everywhere in the engine.
    if (!best || Math.abs(c.footMm - from.footMm) <= Math.abs(best.footMm - from.footMm) + 1e-9) best = c;
  }
  if (!best) {
    const shown = brand ? targets : genericTargets(genericScale(system, gender, conv) as GenericScale, gender, footDomains[gender].accept);
    return { ok: false, error: 'out-of-range', range: targetRange(system, shown) };
  }

  return {
    ok: true,
    from,
    to: { brand, gender, system, source, note, best, candidates: unique },
    differenceMm: clean(best.footMm - from.footMm),
  };
}
