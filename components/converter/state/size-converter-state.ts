import {
  convertOnChart,
  matchChartRow,
  parseSize,
  sizeOptions,
  type ConvertOutcome,
  type Gender,
  type SizeValue,
  type SystemId,
} from '@/lib/sizes/browser';
import type { ConverterSetup, GenderConverter } from '@/lib/converter/page-setup';
import { formatFootLength, readFootLength, type FootReading, type FootUnit } from './foot-length';
import type { ConverterSpec } from './use-converter-state';

type Mode = 'size' | 'foot';

export interface SizeConverterState {
  gender: Gender;
  system: SystemId;
  /** The chosen option's key (see optionKey), '' for none. */
  sizeKey: string;
  /** A size from a shared URL that is not in the list (beyond the chart, say): converted as given, to explain why. */
  rawSize: string;
  footText: string;
  unit: FootUnit;
  /** Which input the visitor used last: it drives the answer. */
  mode: Mode | null;
}

export interface SizeConverterContext {
  setup: ConverterSetup;
  locale: string;
}

export interface SizeConversion {
  current: GenderConverter;
  options: readonly SizeValue[];
  selected: SizeValue | undefined;
  footMm: number | null;
  /** How the typed foot length was read, while the foot length drives the answer (null when empty). */
  footReading: FootReading | null;
  outcome: ConvertOutcome | null;
  highlightId: string | null;
}

/** Kids scales reuse numbers (UK child 1 and adult 1), so an option's key carries its scale. */
export function optionKey(size: SizeValue): string {
  return size.scale ? `${size.label}|${size.scale}` : size.label;
}

export function genderSetup(setup: ConverterSetup, gender: string | null): GenderConverter {
  const found = setup.genders.find((g) => g.gender === gender) ?? setup.genders[0];
  if (!found) throw new Error('a converter needs at least one chart');
  return found;
}

/** Each chart's options per system, listed once: every choice asks for them three times, and one list keeps the select's options from rendering again. */
const optionLists = new WeakMap<GenderConverter, Map<SystemId, readonly SizeValue[]>>();

function optionsFor(setup: GenderConverter, system: SystemId): readonly SizeValue[] {
  let lists = optionLists.get(setup);
  if (!lists) optionLists.set(setup, (lists = new Map()));
  let list = lists.get(system);
  if (!list) {
    const options = sizeOptions({ gender: setup.gender, system, chart: setup.chart });
    list = Array.isArray(options) ? options : [];
    lists.set(system, list);
  }
  return list;
}

/**
 * The option a URL's size names: same number, same scale when the URL gives one, else the first. A
 * unisex label ("W11" on the men's chart) names the option of the row it is printed on; a width
 * ("40 narrow") names none, so the size is converted as given and the answer keeps the width.
 */
function findOption(current: GenderConverter, system: SystemId, size: string, scale: string | null): SizeValue | undefined {
  const options = optionsFor(current, system);
  const parsed = parseSize(size);
  if (!parsed.ok || parsed.size.width) return undefined;
  if (parsed.size.usPair) {
    const row = convertOnChart({ gender: current.gender, system, size: parsed.size, chart: current.chart });
    const own = row.ok ? row.sizes[system]?.label : undefined;
    return own ? findOption(current, system, own, scale) : undefined;
  }
  const wanted = parsed.size;
  const same = options.filter(
    (option) =>
      Math.abs(option.value - wanted.value) < 0.01 &&
      (wanted.upTo === undefined || Math.abs((option.upTo ?? option.value) - wanted.upTo) < 0.01) &&
      (wanted.scale === undefined || option.scale === wanted.scale),
  );
  return same.find((option) => option.scale === scale) ?? same[0];
}

function initial({ setup }: SizeConverterContext): SizeConverterState {
  const first = genderSetup(setup, null);
  return { gender: first.gender, system: first.defaultSystem, sizeKey: '', rawSize: '', footText: '', unit: 'cm', mode: null };
}

function fromQuery(query: URLSearchParams, { setup, locale }: SizeConverterContext): SizeConverterState {
  const gender = genderSetup(setup, query.get('gender'));
  const asked = query.get('system');
  const system = gender.inputSystems.find((id) => id === asked) ?? gender.defaultSystem;
  const next: SizeConverterState = {
    gender: gender.gender,
    system,
    sizeKey: '',
    rawSize: '',
    footText: '',
    unit: query.get('unit') === 'in' ? 'in' : 'cm',
    mode: null,
  };
  const size = query.get('size');
  const foot = Number(query.get('footMm'));
  // A size is only meaningful in the system it was given in.
  if (size && (asked === null || asked === system)) {
    const option = findOption(gender, system, size, query.get('scale'));
    return { ...next, mode: 'size', ...(option ? { sizeKey: optionKey(option) } : { rawSize: size.slice(0, 24) }) };
  }
  if (query.get('footMm') && Number.isFinite(foot) && foot > 0) {
    return { ...next, footText: formatFootLength(foot, next.unit, locale), mode: 'foot' };
  }
  return next;
}

function normalize(changed: SizeConverterState, { setup }: SizeConverterContext): SizeConverterState {
  // Any change by the visitor replaces a size that came from the URL.
  const next = { ...changed, rawSize: '' };
  const gender = genderSetup(setup, next.gender);
  if (!gender.inputSystems.includes(next.system)) next.system = gender.defaultSystem;
  if (!optionsFor(gender, next.system).some((option) => optionKey(option) === next.sizeKey)) next.sizeKey = '';
  return next;
}

/** The chosen gender's chart, its options in the chosen system, the chosen one and the typed foot length. */
function selection(state: SizeConverterState, setup: ConverterSetup) {
  const current = genderSetup(setup, state.gender);
  const options = optionsFor(current, state.system);
  const selected = options.find((option) => optionKey(option) === state.sizeKey);
  const reading = readFootLength(state.footText, state.unit);
  return { current, options, selected, reading, footMm: reading?.ok ? reading.mm : null };
}

function derive(state: SizeConverterState, { setup }: SizeConverterContext): SizeConversion {
  const { current, options, selected, reading, footMm } = selection(state, setup);
  const footReading = state.mode === 'foot' ? reading : null;
  const { gender, chart } = current;
  let outcome: ConvertOutcome | null = null;
  if (state.mode === 'size' && selected) outcome = convertOnChart({ gender, system: state.system, size: selected, chart });
  else if (state.mode === 'size' && state.rawSize) outcome = convertOnChart({ gender, system: state.system, size: state.rawSize, chart });
  else if (state.mode === 'foot' && footMm !== null) outcome = convertOnChart({ gender, footMm, chart });
  const highlightId = outcome?.ok ? matchChartRow(current.table, outcome) : null;
  return { current, options, selected, footMm, footReading, outcome, highlightId };
}

function toQuery(state: SizeConverterState, context: SizeConverterContext): Record<string, string | null> {
  const { options, selected, footMm } = selection(state, context.setup);
  const bySize = state.mode === 'size' && selected;
  const sharesLabel = selected && options.filter((option) => option.label === selected.label).length > 1;
  return {
    gender: context.setup.genders.length > 1 || state.mode ? state.gender : null,
    system: bySize ? state.system : null,
    size: bySize ? selected.label : null,
    scale: bySize && sharesLabel ? (selected.scale ?? null) : null,
    footMm: state.mode === 'foot' && footMm !== null ? String(footMm) : null,
    unit: state.mode === 'foot' && state.unit === 'in' ? 'in' : null,
  };
}

/** The converter of a regular, country or brand page: gender, system and size, or a foot length. */
export const sizeConverterSpec: ConverterSpec<SizeConverterState, SizeConverterContext, SizeConversion> = {
  initial,
  fromQuery,
  normalize,
  toQuery,
  derive,
};
