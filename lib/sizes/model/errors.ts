import type { BrandSlug, CountrySlug } from '../charts/slugs';
import type { Gender, SizeValue, SystemId } from './types';

/** The span an input had to fall in, in the input's own system ('footMm' for a foot length). */
export interface RangeInfo {
  system: SystemId | 'footMm';
  min: number;
  max: number;
  minLabel: string;
  maxLabel: string;
}

export interface SizeCandidate {
  system: SystemId;
  size: SizeValue;
  /** The brand chart row it names, when the lookup was on a chart. */
  rowId: string | null;
}

/**
 * Every way a request can fail. Each names what was wrong and, where there is a fixed set of
 * valid answers, lists it, so an API route can pass the error on as a 400 body unchanged.
 */
export type EngineError =
  | { ok: false; error: 'unknown-gender'; input: string; allowed: readonly Gender[] }
  | { ok: false; error: 'unknown-system'; input: string; allowed: readonly SystemId[] }
  | { ok: false; error: 'unknown-brand'; input: string; allowed: readonly BrandSlug[] }
  | { ok: false; error: 'unknown-country'; input: string; allowed: readonly CountrySlug[] }
  | { ok: false; error: 'unknown-convention'; input: string; allowed: readonly string[] }
  | { ok: false; error: 'malformed-size'; input: string; reason: string }
  | { ok: false; error: 'malformed-foot-length'; input: string; reason: string }
  | { ok: false; error: 'out-of-range'; range: RangeInfo }
  | { ok: false; error: 'ambiguous-size'; input: string; candidates: SizeCandidate[] }
  | { ok: false; error: 'not-on-chart'; input: string; system: SystemId; allowed: string[] };

export type ErrorCode = EngineError['error'];
