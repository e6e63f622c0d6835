/**
 * Shared types of the size engine. Foot length in millimetres is the pivot every conversion
 * passes through; a "size" is a label on some system's grid that covers a span of foot lengths.
 */

export const genders = ['men', 'women', 'kids'] as const;
export type Gender = (typeof genders)[number];

export const systemIds = [
  'us',
  'uk',
  'eu',
  'mondopoint',
  'jp',
  'kr',
  'cn',
  'cn-legacy',
  'br',
  'mx',
  'mx-legacy',
  'au',
  'in',
  'ca',
  'co',
  'ph',
  'fr',
  'de',
  'it',
  'es',
  'cm',
  'inch',
] as const;
export type SystemId = (typeof systemIds)[number];

/**
 * Children's scales restart their numbering: US kids run 0C–13.5C then 1Y–7Y, the UK child scale
 * runs 0–13.5 then continues on the adult scale at 1. The scale tells the two "3"s apart.
 */
export type SizeScale = 'C' | 'Y' | 'child' | 'adult';

/** One size on one system. `upTo` marks a label that covers two sizes, e.g. Alegria's "5-5.5". */
export interface SizeValue {
  label: string;
  value: number;
  upTo?: number;
  scale?: SizeScale;
}

/**
 * Where a converted size came from, so a page can say how much to trust it: `chart` is printed in
 * the table the answer rests on (the brand's chart, or the standard table of the generic
 * converters), or is that printed label under another country's name (FR = EU, CA = US);
 * `derived` is worked out from foot length or by an offset rule (BR = EU − 2), and is an estimate.
 */
export type SizeOrigin = 'chart' | 'derived';

export interface ConvertedSize extends SizeValue {
  origin: SizeOrigin;
}

export type Sizes = Partial<Record<SystemId, ConvertedSize>>;

export interface MmRange {
  min: number;
  max: number;
}

/** `verified`: read in the brand's or standard's own publication; `secondary`: republished; `unverified`: recollection. */
export type Confidence = 'verified' | 'secondary' | 'unverified';
