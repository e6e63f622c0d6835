import type { ResolvedConventions } from './conventions';
import { footDomains } from '../model/domains';
import type { EngineError, RangeInfo, SizeCandidate } from '../model/errors';
import { formatSize } from '../model/format-size';
import { ceilToGrid, clean, floorToGrid } from '../model/grid';
import type { ParsedSize } from '../model/parse-size';
import { resolveSystem, type FootSystem, type SizeSystem } from '../model/systems';
import type { Gender, MmRange, SizeValue, SystemId } from '../model/types';

/**
 * A system seen through its foot-length formula: the foot system underneath (for aliases, their
 * base), and how an index on that grid reads in the system itself.
 */
export interface GenericScale {
  id: SystemId;
  system: SizeSystem;
  base: FootSystem;
  /** The label in the system itself for an index on the base grid; null where the system has none (mx-legacy). */
  sizeAt(index: number): SizeValue | null;
}

export function genericScale(id: SystemId, gender: Gender, conv: ResolvedConventions): GenericScale | null {
  const system = resolveSystem(id, gender, conv);
  if (!system) return null;
  if (system.kind === 'foot') return { id, system, base: system, sizeAt: (i) => system.sizeAt(i) };
  const base = resolveSystem(system.base, gender, conv);
  if (base?.kind !== 'foot') return null;
  return { id, system, base, sizeAt: (i) => system.fromBase(base.sizeAt(i)) };
}

/** The foot lengths one index covers: half a grid step (or `width`) either side. */
export function indexRange(base: FootSystem, lo: number, hi: number, width = base.step): MmRange {
  return { min: clean(base.toFoot(lo - width / 2)), max: clean(base.toFoot(hi + width / 2)) };
}

/** First and last grid indices whose centre lies in a span of foot lengths. */
export function gridBounds(base: FootSystem, span: MmRange, step = base.step): { first: number; last: number } {
  return { first: ceilToGrid(base.fromFoot(span.min), step), last: floorToGrid(base.fromFoot(span.max), step) };
}

/** The smallest and largest size a system can take for a gender, for out-of-range errors. */
export function genericRange(scale: GenericScale, gender: Gender): RangeInfo {
  const { first, last } = gridBounds(scale.base, footDomains[gender].accept);
  let low: SizeValue | null = null;
  let high: SizeValue | null = null;
  const steps = Math.round((last - first) / scale.base.step);
  for (let k = 0; k <= steps; k += 1) {
    const size = scale.sizeAt(clean(first + k * scale.base.step));
    if (!size) continue;
    low ??= size;
    high = size;
  }
  const lowSize = low ?? scale.base.sizeAt(first);
  const highSize = high ?? scale.base.sizeAt(last);
  return { system: scale.id, min: lowSize.value, max: highSize.value, minLabel: lowSize.label, maxLabel: highSize.label };
}

export interface GenericMatch {
  /** The input read onto the base grid. */
  baseSize: SizeValue;
  /** The input as a label of its own system, with any kids scale made explicit. */
  ownSize: SizeValue;
  footMm: number;
  footLengthMm: MmRange;
}

/**
 * Places a parsed size on a system's grid for a gender: resolves aliases to their base, reads
 * bare kids numbers as C/Y (or child/adult) where only one lies inside the gender's range, and
 * reports ambiguity or out-of-range otherwise.
 */
export function placeGenericSize(scale: GenericScale, gender: Gender, parsed: ParsedSize, shown: string): GenericMatch | EngineError {
  const { system, base } = scale;
  const baseParsed = system.kind === 'alias' ? system.toBase(parsed) : parsed;
  if (typeof baseParsed === 'string') return { ok: false, error: 'malformed-size', input: shown, reason: baseParsed };
  const spans = base.spansOf(baseParsed);
  if (typeof spans === 'string') return { ok: false, error: 'malformed-size', input: shown, reason: spans };

  const domain = footDomains[gender].accept;
  const inside = spans.filter((span) => {
    const centre = (base.toFoot(span.lo) + base.toFoot(span.hi)) / 2;
    return centre >= domain.min - 1e-9 && centre <= domain.max + 1e-9;
  });
  const [span, ...others] = inside;
  if (!span) return { ok: false, error: 'out-of-range', range: genericRange(scale, gender) };

  const read = (lo: number, hi: number): { baseSize: SizeValue; ownSize: SizeValue } => {
    const loSize = base.sizeAt(lo);
    const baseSize: SizeValue = hi > lo ? { ...loSize, upTo: base.sizeAt(hi).value } : loSize;
    baseSize.label = formatSize(baseSize, base.id);
    const own = system.kind === 'alias' ? system.fromBase(baseSize) : baseSize;
    return { baseSize, ownSize: own ?? { ...parsed, label: formatSize(parsed, scale.id) } };
  };

  if (others.length > 0) {
    const candidates: SizeCandidate[] = inside.map((s) => ({ system: scale.id, size: read(s.lo, s.hi).ownSize, rowId: null }));
    return { ok: false, error: 'ambiguous-size', input: shown, candidates };
  }
  return {
    ...read(span.lo, span.hi),
    footMm: clean((base.toFoot(span.lo) + base.toFoot(span.hi)) / 2),
    footLengthMm: indexRange(base, span.lo, span.hi),
  };
}
