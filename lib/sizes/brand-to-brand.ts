import type { BrandSlug } from './slugs';
import type { BrandChart } from './brand-chart';
import { computeSizes } from './compute-sizes';
import { convert, type ConvertResult } from './convert';
import type { ConventionChoice, ResolvedConventions } from './conventions';
import { footDomains } from './domains';
import type { EngineError, RangeInfo } from './errors';
import { clean } from './grid';
import { genericScale, gridBounds, indexRange, type GenericScale } from './generic-scale';
import type { SizeInput } from './parse-size';
import { modelSource, type ChartSource } from './sources';
import type { ConvertedSize, Gender, MmRange, SystemId } from './types';
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

function chartTargets(chart: BrandChart, system: SystemId, conv: ResolvedConventions): Target[] {
  return chart.rows.flatMap((row) => {
    const pinned = Object.fromEntries(Object.entries(row.sizes).map(([id, size]) => [id, { ...size, origin: 'chart' as const }]));
    const sizes = computeSizes({ gender: chart.gender, conv, footMm: row.footMm, pinned, footOrigin: chart.publishedFootLength ? 'rule' : 'model' });
    const size = sizes[system];
    return size ? [{ size, rowId: row.id, footMm: row.footMm, footLengthMm: row.footLengthMm }] : [];
  });
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
    if (size) targets.push({ size: { ...size, origin: 'model' }, rowId: null, footMm, footLengthMm: indexRange(base, index, index) });
  }
  return targets;
}

function overlap(a: MmRange, b: MmRange): number {
  return Math.min(a.max, b.max) - Math.max(a.min, b.min);
}

function targetRange(system: SystemId, targets: Target[]): RangeInfo {
  const first = targets[0]?.size;
  const last = targets[targets.length - 1]?.size;
  return { system, min: first?.value ?? Number.NaN, max: last?.value ?? Number.NaN, minLabel: first?.label ?? '', maxLabel: last?.label ?? '' };
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
  if (brand) {
    const chart = checkChart(brand, gender);
    if (isError(chart)) return chart;
    targets = chartTargets(chart, system, conv);
    source = chart.source;
    note = chart.note;
    if (targets.length === 0) return { ok: false, error: 'unknown-system', input: system, allowed: chart.columns };
  } else {
    const scale = genericScale(system, gender, conv);
    if (!scale) return { ok: false, error: 'unknown-system', input: system, allowed: [] };
    targets = genericTargets(scale, gender, from.footLengthMm);
  }

  // A measured foot is a point, not a span: then the targets are the rows that hold it.
  const point = from.footLengthMm.max - from.footLengthMm.min < 1e-9;
  const lastTarget = targets[targets.length - 1];
  const candidates: TargetSize[] = targets
    .map((t) => ({ ...t, overlapMm: clean(Math.max(0, overlap(t.footLengthMm, from.footLengthMm))) }))
    .filter((t) =>
      point
        ? from.footMm >= t.footLengthMm.min - 1e-9 && (from.footMm < t.footLengthMm.max - 1e-9 || (t === lastTarget && from.footMm <= t.footLengthMm.max + 1e-9))
        : t.overlapMm > 1e-6,
    );

  const unique = candidates.filter((c, i) => candidates.findIndex((d) => d.size.label === c.size.label && d.size.scale === c.size.scale) === i);
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
