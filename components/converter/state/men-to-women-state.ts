import {
  convertOnChart,
  formatSize,
  parseSize,
  sizeOptions,
  type ConvertResult,
  type Gender,
  type SizeValue,
  type Sizes,
  type SystemId,
} from '@/lib/sizes/browser';
import { usWomenOffset } from '@/lib/sizes/conventions/conventions';
import { usWomenOptions, type MenToWomenRow, type UsWomenOption } from '@/lib/converter/men-to-women-rows';
import type { ConverterSpec } from './use-converter-state';

type From = Extract<Gender, 'men' | 'women'>;

export const inputSystems: SystemId[] = ['us', 'uk', 'eu', 'jp', 'kr', 'cn', 'au', 'br', 'mx', 'ca'];

export interface MenToWomenState {
  from: From;
  usWomen: UsWomenOption;
  system: SystemId;
  sizeLabel: string;
}

export interface MenToWomenContext {
  rows: MenToWomenRow[];
}

export interface MenToWomenConversion {
  options: SizeValue[];
  selected: SizeValue | undefined;
  /** The size as given, and the same foot in the other gender. */
  pair: { from: ConvertResult; to: ConvertResult } | null;
  /** The other gender's US size under each convention. */
  byConvention: { option: UsWomenOption; size: ConvertResult['sizes']['us'] | null }[];
  highlightId: string | null;
}

function optionsFor(from: From, system: SystemId): SizeValue[] {
  const options = sizeOptions({ gender: from, system });
  return Array.isArray(options) ? options : [];
}

/** Systems that print the US women's size (AU women's sizes are US women's): the ones a US women's convention moves. */
const usWomenSystems: ReadonlySet<SystemId> = new Set(['us', 'ca', 'ph', 'au']);

/** How far a US women's convention puts its labels from the common scale (men + 1.5) the standard tables print. */
function usWomenShift(option: UsWomenOption): number {
  return usWomenOffset[option] - usWomenOffset.common;
}

function shifted<T extends SizeValue>(size: T, by: number, system: SystemId): T {
  const value = size.value + by;
  const upTo = size.upTo === undefined ? undefined : size.upTo + by;
  const moved = { ...size, value, ...(upTo === undefined ? {} : { upTo }) };
  return { ...moved, label: formatSize(moved, system) };
}

function underConvention(sizes: Sizes, by: number): Sizes {
  if (by === 0) return sizes;
  const out: Sizes = { ...sizes };
  for (const id of usWomenSystems) {
    const size = sizes[id];
    if (size) out[id] = shifted(size, by, id);
  }
  return out;
}

/**
 * The same foot in the other gender, read on the standard tables as /men and /women read it: the
 * size's row gives its foot length, and that foot length gives the other gender's row. A US women's
 * convention other than the tables' common one only relabels the women's US sizes.
 */
function convertPair(state: MenToWomenState, size: SizeValue): MenToWomenConversion['pair'] {
  const by = usWomenShift(state.usWomen);
  const women = (result: ConvertResult): ConvertResult =>
    result.gender === 'women' ? { ...result, sizes: underConvention(result.sizes, by) } : result;
  const asTablesPrintIt = state.from === 'women' && usWomenSystems.has(state.system) ? shifted(size, -by, state.system) : size;
  const from = convertOnChart({ gender: state.from, system: state.system, size: asTablesPrintIt });
  if (!from.ok) return null;
  const to = convertOnChart({ gender: state.from === 'men' ? 'women' : 'men', footMm: from.footMm });
  return to.ok ? { from: women(from), to: women(to) } : null;
}

function fromQuery(query: URLSearchParams): MenToWomenState {
  const from: From = query.get('gender') === 'women' ? 'women' : 'men';
  const usWomen = usWomenOptions.find((option) => option === query.get('usWomen')) ?? 'common';
  const system = inputSystems.find((id) => id === query.get('system')) ?? 'us';
  const size = parseSize(query.get('size') ?? '');
  const match = size.ok ? optionsFor(from, system).find((option) => Math.abs(option.value - size.size.value) < 0.01) : undefined;
  return { from, usWomen, system, sizeLabel: match?.label ?? '' };
}

function normalize(next: MenToWomenState): MenToWomenState {
  const known = optionsFor(next.from, next.system).some((option) => option.label === next.sizeLabel);
  return known ? next : { ...next, sizeLabel: '' };
}

function toQuery(state: MenToWomenState): Record<string, string | null> {
  return {
    gender: state.from,
    usWomen: state.usWomen === 'common' ? null : state.usWomen,
    system: state.sizeLabel ? state.system : null,
    size: state.sizeLabel || null,
  };
}

function derive(state: MenToWomenState, { rows }: MenToWomenContext): MenToWomenConversion {
  const options = optionsFor(state.from, state.system);
  const selected = options.find((option) => option.label === state.sizeLabel);
  const pair = selected ? convertPair(state, selected) : null;
  const men = pair ? (state.from === 'men' ? pair.from : pair.to) : null;
  const highlightId = men ? (rows.find((row) => row.men.us?.label === men.sizes.us?.label)?.id ?? null) : null;
  const byConvention = selected
    ? usWomenOptions.map((option) => ({ option, size: convertPair({ ...state, usWomen: option }, selected)?.to.sizes.us ?? null }))
    : [];
  return { options, selected, pair, byConvention, highlightId };
}

/** /men-to-women: a size of one gender, the convention for US women's sizes, and the other gender's sizes. */
export const menToWomenSpec: ConverterSpec<MenToWomenState, MenToWomenContext, MenToWomenConversion> = {
  initial: () => ({ from: 'men', usWomen: 'common', system: 'us', sizeLabel: '' }),
  fromQuery,
  normalize,
  toQuery,
  derive,
};
