import {
  convertOnChart,
  parseSize,
  sizeOptions,
  type ConvertResult,
  type Gender,
  type SizeValue,
  type SystemId,
} from '@/lib/sizes/browser';
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

function optionsFor(from: From, system: SystemId, usWomen: UsWomenOption): SizeValue[] {
  const options = sizeOptions({ gender: from, system, convention: { generic: 'iso', usWomen } });
  return Array.isArray(options) ? options : [];
}

/** The same foot in the other gender: the input's foot length read on the other gender's scales. */
function convertPair(state: MenToWomenState, size: SizeValue): MenToWomenConversion['pair'] {
  // The US women's conventions are relations of the ISO model, so this converter reads on it.
  const convention = { generic: 'iso' as const, usWomen: state.usWomen };
  const from = convertOnChart({ gender: state.from, system: state.system, size, convention });
  if (!from.ok) return null;
  const to = convertOnChart({ gender: state.from === 'men' ? 'women' : 'men', footMm: from.footMm, convention });
  return to.ok ? { from, to } : null;
}

function fromQuery(query: URLSearchParams): MenToWomenState {
  const from: From = query.get('gender') === 'women' ? 'women' : 'men';
  const usWomen = usWomenOptions.find((option) => option === query.get('usWomen')) ?? 'common';
  const system = inputSystems.find((id) => id === query.get('system')) ?? 'us';
  const size = parseSize(query.get('size') ?? '');
  const match = size.ok ? optionsFor(from, system, usWomen).find((option) => Math.abs(option.value - size.size.value) < 0.01) : undefined;
  return { from, usWomen, system, sizeLabel: match?.label ?? '' };
}

function normalize(next: MenToWomenState): MenToWomenState {
  const known = optionsFor(next.from, next.system, next.usWomen).some((option) => option.label === next.sizeLabel);
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
  const options = optionsFor(state.from, state.system, state.usWomen);
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
