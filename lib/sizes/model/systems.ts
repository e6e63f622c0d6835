import {
  cnLegacyFromFoot,
  euFromFoot,
  footFromCnLegacy,
  footFromEu,
  footFromInch,
  footFromUkAdult,
  footFromUkChildIndex,
  footFromUsMen,
  INCH_MM,
  KIDS_RESTART_OFFSET,
  ukAdultFromFoot,
  ukChildIndexFromFoot,
  usMenFromFoot,
} from './model';
import { euAllowancePoints, usKidsOffset, usWomenOffset, type ResolvedConventions } from '../conventions/conventions';
import { formatSize } from './format-size';
import { euFromMxLegacy, mxLegacyFromEu } from '../conventions/mx-legacy-table';
import type { ParsedSize } from './parse-size';
import type { Gender, SizeValue, SystemId } from './types';

/**
 * How each system reads a foot length, per gender and convention. A foot system is a formula on
 * foot length with a grid; an alias relabels a foot system's size (CA = US, BR = EU − 2).
 * Sizes are handled as an "index" on the grid: for adults the size itself, for kids a number
 * that keeps counting past 13.5 so that 1Y and UK adult 1 sort after 13.5.
 */

export const footSystemIds = ['us', 'uk', 'eu', 'mondopoint', 'jp', 'kr', 'cn', 'cn-legacy', 'mx', 'cm', 'inch'] as const;
export type FootSystemId = (typeof footSystemIds)[number];

export interface IndexSpan {
  lo: number;
  hi: number;
}

export interface FootSystem {
  kind: 'foot';
  id: FootSystemId;
  step: number;
  fromFoot(footMm: number): number;
  toFoot(index: number): number;
  sizeAt(index: number): SizeValue;
  /** The index spans a parsed size can mean: two for a bare "3" on a kids scale, a reason if none. */
  spansOf(size: ParsedSize): IndexSpan[] | string;
}

export interface AliasSystem {
  kind: 'alias';
  id: SystemId;
  base: FootSystemId;
  fromBase(size: SizeValue): SizeValue | null;
  toBase(size: ParsedSize): ParsedSize | string;
}

export type SizeSystem = FootSystem | AliasSystem;

function label(id: SystemId, size: Omit<SizeValue, 'label'>): SizeValue {
  return { ...size, label: formatSize(size, id) };
}

function adultSpans(size: ParsedSize): IndexSpan[] | string {
  if (size.scale === 'C' || size.scale === 'Y' || size.scale === 'child') {
    return 'C, Y and child sizes exist only on kids scales';
  }
  return [{ lo: size.value, hi: size.upTo ?? size.value }];
}

function linear(id: FootSystemId, step: number, fromFoot: (footMm: number) => number, toFoot: (value: number) => number): FootSystem {
  return {
    kind: 'foot',
    id,
    step,
    fromFoot,
    toFoot,
    sizeAt: (index) => label(id, { value: index }),
    spansOf: adultSpans,
  };
}

/**
 * A children's scale that restarts: below the restart index the size is the index (C / child),
 * from it on the size is index − 13 (Y / adult).
 */
function kidsScale(
  id: 'us' | 'uk',
  first: 'C' | 'child',
  second: 'Y' | 'adult',
  fromFoot: (footMm: number) => number,
  toFoot: (index: number) => number,
): FootSystem {
  const restart = KIDS_RESTART_OFFSET + 1;
  const other = id === 'us' ? ['child', 'adult'] : ['C', 'Y'];
  return {
    kind: 'foot',
    id,
    step: 0.5,
    fromFoot,
    toFoot,
    sizeAt(index) {
      return index < restart - 1e-9
        ? label(id, { value: index, scale: first })
        : label(id, { value: index - KIDS_RESTART_OFFSET, scale: second });
    },
    spansOf(size) {
      if (size.scale !== undefined && other.includes(size.scale)) {
        return id === 'us' ? 'US kids sizes use the C and Y tiers' : 'C and Y are US tiers; UK kids sizes are plain numbers';
      }
      const hi = size.upTo ?? size.value;
      const asFirst = size.value < restart && hi < restart ? [{ lo: size.value, hi }] : [];
      const asSecond = size.value >= 1 ? [{ lo: size.value + KIDS_RESTART_OFFSET, hi: hi + KIDS_RESTART_OFFSET }] : [];
      if (size.scale === first) return asFirst.length ? asFirst : `${first} sizes run to 13.5`;
      if (size.scale === second) return asSecond.length ? asSecond : `${second} sizes start at 1`;
      return [...asFirst, ...asSecond];
    },
  };
}

function footSystem(id: FootSystemId, gender: Gender, conv: ResolvedConventions): FootSystem {
  switch (id) {
    case 'us': {
      if (gender === 'kids') {
        const offset = usKidsOffset[conv.usKids];
        return kidsScale(
          'us',
          'C',
          'Y',
          (mm) => ukChildIndexFromFoot(mm) + offset,
          (i) => footFromUkChildIndex(i - offset),
        );
      }
      const offset = gender === 'women' ? usWomenOffset[conv.usWomen] : 0;
      return linear(
        'us',
        0.5,
        (mm) => usMenFromFoot(mm) + offset,
        (v) => footFromUsMen(v - offset),
      );
    }
    case 'uk':
      return gender === 'kids'
        ? kidsScale('uk', 'child', 'adult', ukChildIndexFromFoot, footFromUkChildIndex)
        : linear('uk', 0.5, ukAdultFromFoot, footFromUkAdult);
    case 'eu': {
      const allowance = euAllowancePoints[conv.euAllowance];
      return linear(
        'eu',
        0.5,
        (mm) => euFromFoot(mm, allowance),
        (v) => footFromEu(v, allowance),
      );
    }
    case 'mondopoint':
    case 'kr':
    case 'cn':
      return linear(
        id,
        5,
        (mm) => mm,
        (v) => v,
      );
    case 'jp':
    case 'mx':
      return linear(
        id,
        0.5,
        (mm) => mm / 10,
        (v) => v * 10,
      );
    case 'cm':
      return linear(
        'cm',
        0.1,
        (mm) => mm / 10,
        (v) => v * 10,
      );
    case 'inch':
      // Hundredths: a tenth of an inch (2.5 mm) typed back could land on the next size.
      return linear('inch', 0.01, (mm) => mm / INCH_MM, footFromInch);
    case 'cn-legacy':
      return linear('cn-legacy', 1, cnLegacyFromFoot, footFromCnLegacy);
  }
}

function offsetAlias(id: SystemId, base: FootSystemId, offset: number): AliasSystem {
  const shift = (size: ParsedSize, by: number): ParsedSize => {
    const out: ParsedSize = { value: size.value + by };
    if (size.upTo !== undefined) out.upTo = size.upTo + by;
    if (size.scale !== undefined) out.scale = size.scale;
    return out;
  };
  return {
    kind: 'alias',
    id,
    base,
    fromBase: (size) => {
      const shifted = shift(size, offset);
      return shifted.value < 0 ? null : label(id, shifted);
    },
    toBase: (size) => shift(size, -offset),
  };
}

const mxLegacy: AliasSystem = {
  kind: 'alias',
  id: 'mx-legacy',
  base: 'eu',
  fromBase: (size) => {
    const mx = mxLegacyFromEu(size.value);
    return mx === null ? null : label('mx-legacy', { value: mx });
  },
  toBase: (size) => {
    const eu = size.upTo === undefined ? euFromMxLegacy(size.value) : null;
    return eu === null ? 'not a size in the legacy Mexican table' : { value: eu };
  },
};

/** The system as it applies to a gender under the given conventions, or null where it does not exist. */
export function resolveSystem(id: SystemId, gender: Gender, conv: ResolvedConventions): SizeSystem | null {
  if ((footSystemIds as readonly string[]).includes(id)) return footSystem(id as FootSystemId, gender, conv);
  switch (id) {
    case 'au':
      if (gender !== 'women' || conv.auWomen === 'us-women') return offsetAlias('au', gender === 'women' ? 'us' : 'uk', 0);
      return offsetAlias('au', 'uk', conv.auWomen === 'uk-plus-2' ? 2 : 1);
    case 'in':
      return offsetAlias('in', 'uk', 0);
    case 'ca':
    case 'ph':
      return offsetAlias(id, 'us', 0);
    case 'fr':
    case 'de':
    case 'it':
    case 'es':
      return offsetAlias(id, 'eu', 0);
    case 'br':
      return offsetAlias('br', 'eu', -2);
    case 'co':
      return offsetAlias('co', 'eu', conv.colombia === 'eu-minus-1' ? -1 : 0);
    case 'mx-legacy':
      return gender === 'kids' ? null : mxLegacy;
    default:
      return null;
  }
}
