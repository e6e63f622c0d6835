import { readLabelKind, widths, type LabelKindInput } from './label-kinds';
import type { SizeScale } from './types';

/**
 * A size as typed: a number, optionally a range ("5-5.5") or a US kids tier ("10C", "3Y"), or a
 * label kind (label-kinds.ts): a unisex row's men's/women's US labels ("M9/W11", "W11") or a width
 * ("43 narrow"). With an M/W pair, `value` is the men's label, else the women's.
 */
export interface ParsedSize extends LabelKindInput {
  value: number;
  upTo?: number;
  scale?: SizeScale;
}

/** What `convert` accepts as a size: a label, a number, or a size object handed back from `chartRows`. */
export type SizeInput = string | number | ParsedSize;

export type ParseSizeOutcome = { ok: true; size: ParsedSize } | { ok: false; error: 'malformed-size'; input: string; reason: string };

const unicodeFractions: Record<string, string> = { '½': ' 1/2', '⅓': ' 1/3', '⅔': ' 2/3' };
const allowedFractions: Record<string, number> = { '1/2': 1 / 2, '1/3': 1 / 3, '2/3': 2 / 3 };

// "42", "42.5", "42,5", "42 2/3", "9 1/2"; thirds because adidas and Salomon label EU 42 2/3.
const NUMBER = String.raw`(\d{1,4}(?:[.,]\d{1,3})?)(?:\s+(\d\/\d))?`;
const SINGLE = new RegExp(String.raw`^${NUMBER}\s*([CcYy])?$`);
const RANGE = new RegExp(String.raw`^${NUMBER}\s*-\s*${NUMBER}$`);

function malformed(input: string, reason: string): ParseSizeOutcome {
  return { ok: false, error: 'malformed-size', input, reason };
}

function toNumber(whole: string, fraction: string | undefined): number | string {
  const base = Number(whole.replace(',', '.'));
  if (fraction === undefined) return base;
  const part = allowedFractions[fraction];
  if (part === undefined) return `unsupported fraction ${fraction}`;
  if (!Number.isInteger(base)) return 'a fraction needs a whole number before it';
  return base + part;
}

function normalise(text: string): string {
  let out = text.trim().replace(/[\u2010-\u2015\u2212]/g, '-');
  for (const [glyph, ascii] of Object.entries(unicodeFractions)) out = out.split(glyph).join(ascii);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Reads a size label. Accepts the forms brands print — "9", "9.5", "9,5", "42 2/3", "42⅔",
 * "10C", "3Y", "5-5.5" — and rejects anything else with the reason, never a guess.
 */
export function parseSize(input: SizeInput): ParseSizeOutcome {
  if (typeof input === 'number') {
    return Number.isFinite(input) && input >= 0
      ? { ok: true, size: { value: input } }
      : malformed(String(input), 'a size must be a finite number ≥ 0');
  }
  if (typeof input === 'object' && input !== null) return parseSizeObject(input);
  if (typeof input !== 'string') return malformed(String(input), 'a size must be a string or a number');

  // A bare fraction ("2/3") is a size below 1 in thirds or halves.
  const text = normalise(input).replace(/^(\d\/\d)/, '0 $1');
  if (text === '') return malformed(input, 'empty size');

  const kind = readLabelKind(text);
  if (kind) {
    const plain = parseSize(kind.rest);
    if (!plain.ok) return malformed(input, plain.reason);
    const { upTo, scale, usPair, width } = plain.size;
    if (upTo !== undefined || scale || usPair || width)
      return malformed(input, 'a men’s or women’s label, or a width, goes with one plain adult size');
    return { ok: true, size: { ...plain.size, ...kind.kind } };
  }

  const single = SINGLE.exec(text);
  if (single) {
    const [, whole = '', fraction, tier] = single;
    const value = toNumber(whole, fraction);
    if (typeof value === 'string') return malformed(input, value);
    const size: ParsedSize = { value };
    if (tier) size.scale = tier.toUpperCase() === 'C' ? 'C' : 'Y';
    return { ok: true, size };
  }

  const range = RANGE.exec(text);
  if (range) {
    const [, lowWhole = '', lowFraction, highWhole = '', highFraction] = range;
    const low = toNumber(lowWhole, lowFraction);
    const high = toNumber(highWhole, highFraction);
    if (typeof low === 'string') return malformed(input, low);
    if (typeof high === 'string') return malformed(input, high);
    if (!(high > low)) return malformed(input, 'a range must go from the smaller size to the larger');
    return { ok: true, size: { value: low, upTo: high } };
  }

  return malformed(input, 'not a size label');
}

function parseSizeObject(input: ParsedSize): ParseSizeOutcome {
  const shown = JSON.stringify(input);
  if (typeof input.value !== 'number' || !Number.isFinite(input.value) || input.value < 0) {
    return malformed(shown, 'value must be a finite number ≥ 0');
  }
  if (input.upTo !== undefined && !(typeof input.upTo === 'number' && input.upTo > input.value)) {
    return malformed(shown, 'upTo must be larger than value');
  }
  if (input.scale !== undefined && !['C', 'Y', 'child', 'adult'].includes(input.scale)) {
    return malformed(shown, 'scale must be C, Y, child or adult');
  }
  if (input.width !== undefined && !(widths as readonly string[]).includes(input.width)) {
    return malformed(shown, `width must be ${widths.join(' or ')}`);
  }
  const size: ParsedSize = { value: input.value };
  if (input.upTo !== undefined) size.upTo = input.upTo;
  if (input.scale !== undefined) size.scale = input.scale;
  if (input.width !== undefined) size.width = input.width;
  if (input.usPair !== undefined) size.usPair = { ...input.usPair };
  return { ok: true, size };
}
