import type { BrandSlug } from './slugs';
import type { BrandChart } from './brand-chart';
import { computeSizes, printedSizes } from './compute-sizes';
import { LABEL_TOLERANCE, nearlyEqual } from './grid';
import { standardCharts } from './standard';
import { convert, type ConvertResult } from './convert';
import type { ConventionChoice, ResolvedConventions } from './conventions';
import { footDomains } from './domains';
import type { EngineError, RangeInfo } from './errors';
import { clean } from './grid';
import { genericScale, gridBounds, indexRange, type GenericScale } from './generic-scale';
import type { SizeInput } from './parse-size';
import { modelSource, type ChartSource } from './sources';
import type { ConvertedSize, Gender, MmRange, Sizes, SystemId } from './types';
import { checkBrand, checkChart, checkGender, checkSystem, isError } from './validate';

export interface BrandToBrandInput {
  /** The size the reader knows; `brand` null or absent means the generic model. */
  from: { brand?: BrandSlug | (string & {}) | null; gender: Gender | (string & {}); system: SystemId | (string & {}); size: SizeInput };
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

interface ChartTarget extends Target {
  /** The row's sizes in every system, to match the source's printed label. */
  sizes: Sizes;
}

function chartTargets(chart: BrandChart, system: SystemId, conv: ResolvedConventions): ChartTarget[] {
  return chart.rows.flatMap((row) => {
    const sizes = computeSizes({ gender: chart.gender, conv, footMm: row.footMm, pinned: printedSizes(row) });
    const size = sizes[system];
    return size ? [{ size, rowId: row.id, footMm: row.footMm, footLengthMm: row.footLengthMm, sizes }] : [];
  });
}

/**
 * Where both charts print the system the reader gave, the target row printing the same label: two
 * brands that print US 9 = EU 42.5 answer each other's US 9 with US 9, whatever their foot lengths.
 */
function sameLabelTarget(from: ConvertResult, targets: ChartTarget[]): ChartTarget | null {
  if (!('system' in from.input)) return null;
  const system = from.input.system;
  const printed = from.sizes[system];
  if (printed?.origin !== 'chart') return null;
  const matches = targets.filter((t) => {
    const cell = t.sizes[system];
    return (
      cell?.origin === 'chart' &&
      cell.scale === printed.scale &&
      nearlyEqual(cell.value, printed.value, LABEL_TOLERANCE) &&
      cell.upTo === printed.upTo
    );
  });
  return matches.length === 1 ? (matches[0] ?? null) : null;
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

/**
 * Reads a size of one brand in another brand (or the generic model) through foot length.
 * The source size covers a span of foot lengths (its chart row, or half a grid step); every target
 * size whose span overlaps it is a candidate, and the one whose centre is nearest is `best`.
 * Several candidates is the honest answer where brands' grids do not line up.
 *
 * @example brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'adidas', system: 'us' } })
 */
export function brandToBrand(input: BrandToBrandInput): BrandToBrandOutcome {
  const from = convert({ ...input.from, convention: input.convention });
  if (!from.ok) return from;

  const gender = input.to.gender === undefined ? from.gender : checkGender(input.to.gender);
  if (isError(gender)) return gender;
  const brand = checkBrand(input.to.brand);
  if (isError(brand)) return brand;
  const system = checkSystem(input.to.system, gender);
  if (isError(system)) return system;
  const conv = from.conventions;

  let targets: Target[];
  let source: ChartSource = modelSource;
  let note = 'Generic ISO/TS 19407 model.';
  let labelled: ChartTarget | null = null;
  if (brand) {
    const chart = checkChart(brand, gender);
    if (isError(chart)) return chart;
    const onChart = chartTargets(chart, system, conv);
    targets = onChart;
    source = chart.source;
    note = chart.note;
    if (targets.length === 0) return { ok: false, error: 'unknown-system', input: system, allowed: chart.columns };
    if (gender === from.gender) labelled = sameLabelTarget(from, onChart);
  } else {
    const scale = genericScale(system, gender, conv);
    if (!scale) return { ok: false, error: 'unknown-system', input: system, allowed: [] };
    const standard = standardCharts[gender];
    const onStandard = conv.generic === 'tables' ? chartTargets(standard, system, conv) : [];
    const beyond = genericTargets(scale, gender, from.footLengthMm).filter(
      (t) => onStandard.length === 0 || t.footMm < standard.footLengthMm.min || t.footMm >= standard.footLengthMm.max,
    );
    targets = [...onStandard, ...beyond].sort((a, b) => a.footMm - b.footMm);
    if (onStandard.length > 0) {
      source = standard.source;
      note = standard.note;
    }
    if (gender === from.gender) labelled = sameLabelTarget(from, onStandard);
  }

  if (labelled) {
    const best: TargetSize = {
      size: labelled.size,
      rowId: labelled.rowId,
      footMm: labelled.footMm,
      footLengthMm: labelled.footLengthMm,
      overlapMm: clean(Math.max(0, overlap(labelled.footLengthMm, from.footLengthMm))),
    };
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
  const candidates: TargetSize[] = targets
    .map(({ size, rowId, footMm, footLengthMm }) => ({
      size,
      rowId,
      footMm,
      footLengthMm,
      overlapMm: clean(Math.max(0, overlap(footLengthMm, from.footLengthMm))),
    }))
    .filter((t) =>
      point
        ? from.footMm >= t.footLengthMm.min - 1e-9 &&
          (from.footMm < t.footLengthMm.max - 1e-9 || (t.footMm === lastTarget?.footMm && from.footMm <= t.footLengthMm.max + 1e-9))
        : t.overlapMm > 1e-6,
    );

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
