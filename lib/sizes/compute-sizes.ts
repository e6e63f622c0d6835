import { selectableConventionIds, type ResolvedConventions } from './conventions/conventions';
import { roundToGrid } from './model/grid';
import { systemsFor } from './model/system-info';
import { footSystemIds, resolveSystem, type AliasSystem, type FootSystemId } from './model/systems';
import type { ConvertedSize, Gender, Sizes, SystemId } from './model/types';

/** Systems whose value is the foot length itself, so they are exact when the foot length is. */
const footLengthSystems: ReadonlySet<string> = new Set(['mondopoint', 'jp', 'kr', 'cn', 'cn-legacy', 'mx', 'cm', 'inch']);

export function isFootLengthSystem(id: SystemId): id is FootSystemId {
  return footLengthSystems.has(id);
}

/** A relabelling that keeps the label (FR = EU, CA = US): a printed label stays printed under the other name. */
function keepsLabel(system: AliasSystem, base: ConvertedSize): boolean {
  const own = system.fromBase(base);
  return own !== null && own.value === base.value && own.upTo === base.upTo;
}

export interface ComputeSizesArgs {
  gender: Gender;
  conv: ResolvedConventions;
  /** The foot length the sizes are read from (the centre of the input's range). */
  footMm: number;
  /** Sizes already known — a chart row's printed labels or the user's input — which win over the model. */
  pinned?: Sizes;
}

/**
 * Every system's size for one foot length: pinned sizes as given, foot systems rounded onto their
 * grid (derived), aliases relabelled from their base (so a brand's UK label becomes the AU label as is).
 */
export function computeSizes({ gender, conv, footMm, pinned = {} }: ComputeSizesArgs): Sizes {
  const sizes: Sizes = {};
  const available = systemsFor(gender);

  for (const id of footSystemIds) {
    if (!available.includes(id)) continue;
    const known = pinned[id];
    if (known) {
      sizes[id] = known;
      continue;
    }
    const system = resolveSystem(id, gender, conv);
    if (system?.kind !== 'foot') continue;
    const index = roundToGrid(system.fromFoot(footMm), system.step);
    sizes[id] = { ...system.sizeAt(index), origin: 'derived' };
  }

  for (const id of available) {
    if (sizes[id]) continue;
    const known = pinned[id];
    if (known) {
      sizes[id] = known;
      continue;
    }
    const system = resolveSystem(id, gender, conv);
    if (system?.kind !== 'alias') continue;
    const base = sizes[system.base];
    const relabelled = base ? system.fromBase(base) : null;
    if (relabelled && base)
      sizes[id] = { ...relabelled, origin: base.origin === 'chart' && keepsLabel(system, base) ? 'chart' : 'derived' };
  }
  return sizes;
}

/** A chart row's sizes, marked as printed (or as derived on a row that only continues a table's pattern). */
export function printedSizes(row: { sizes: Partial<Record<FootSystemId, Omit<ConvertedSize, 'origin'>>>; extended: boolean }): Sizes {
  const pinned: Sizes = {};
  for (const [id, size] of Object.entries(row.sizes) as Array<[FootSystemId, Omit<ConvertedSize, 'origin'>]>) {
    pinned[id] = { ...size, origin: row.extended ? 'derived' : 'chart' };
  }
  return pinned;
}

type PrintedRow = Parameters<typeof printedSizes>[0];

const rowSizesCache = new WeakMap<PrintedRow, Map<string, Sizes>>();

/**
 * A chart row's sizes in every system at its own foot length, computed once per row and conventions
 * (charts never change at run time, and converters and brand-to-brand read the same rows again and again).
 * The result is shared: callers must not change it.
 */
export function chartRowSizes(gender: Gender, row: PrintedRow & { footMm: number }, conv: ResolvedConventions): Sizes {
  let byConventions = rowSizesCache.get(row);
  if (!byConventions) {
    byConventions = new Map();
    rowSizesCache.set(row, byConventions);
  }
  const key = `${gender}|${selectableConventionIds.map((id) => conv[id]).join('|')}`;
  let sizes = byConventions.get(key);
  if (!sizes) {
    sizes = computeSizes({ gender, conv, footMm: row.footMm, pinned: printedSizes(row) });
    byConventions.set(key, sizes);
  }
  return sizes;
}

/** Only the listed systems, in the listed order. */
export function pickSizes(sizes: Sizes, ids: readonly SystemId[]): Sizes {
  const out: Sizes = {};
  for (const id of ids) {
    const size = sizes[id];
    if (size) out[id] = size;
  }
  return out;
}
