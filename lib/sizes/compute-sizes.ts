import type { ResolvedConventions } from './conventions';
import { roundToGrid } from './grid';
import { systemsFor } from './system-info';
import { footSystemIds, resolveSystem, type FootSystemId } from './systems';
import type { ConvertedSize, Gender, SizeOrigin, Sizes, SystemId } from './types';

/** Systems whose value is the foot length itself, so they are exact when the foot length is. */
const footLengthSystems: ReadonlySet<string> = new Set(['mondopoint', 'jp', 'kr', 'cn', 'cn-legacy', 'mx', 'cm', 'inch']);

export function isFootLengthSystem(id: SystemId): id is FootSystemId {
  return footLengthSystems.has(id);
}

export interface ComputeSizesArgs {
  gender: Gender;
  conv: ResolvedConventions;
  /** The foot length the sizes are read from (the centre of the input's range). */
  footMm: number;
  /** Sizes already known — the user's input or a brand chart's row — which win over the model. */
  pinned?: Sizes;
  /** `rule` when footMm was measured or published, `model` when it was derived from a size label. */
  footOrigin: Extract<SizeOrigin, 'rule' | 'model'>;
}

/**
 * Every system's size for one foot length: pinned sizes as given, foot systems rounded onto their
 * grid, aliases relabelled from their base (so a brand's UK label becomes the AU label as is).
 */
export function computeSizes({ gender, conv, footMm, pinned = {}, footOrigin }: ComputeSizesArgs): Sizes {
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
    const origin: SizeOrigin = footLengthSystems.has(id) ? footOrigin : 'model';
    sizes[id] = { ...system.sizeAt(index), origin };
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
    if (relabelled) sizes[id] = { ...relabelled, origin: 'rule' } satisfies ConvertedSize;
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
