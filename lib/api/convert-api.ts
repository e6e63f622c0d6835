import type { z } from 'zod';
import type { ConvertedSize, ConvertResult, EngineError, SizeValue } from '@/lib/sizes';
import type { SizeScale } from '@/lib/sizes/types';

/**
 * The JSON shapes of GET /api/convert (documented in README.md, "Conversion API") and the mapping
 * of engine errors onto HTTP: a value outside the allowed set is a 400 naming the allowed values,
 * a well-formed size the chart cannot answer (outside it, between its sizes, ambiguous) is a 422.
 */

export interface ApiSize {
  label: string;
  value: number;
  /** The larger size of a two-size label such as Alegria's "5-5.5". */
  upTo?: number;
  /** Kids scales restart their numbers: C/Y for US, child/adult for UK. */
  scale?: SizeScale;
}

/** A size of the answer: `chart` when the brand's (or the standard) table prints it, `derived` when worked out from foot length. */
export interface ApiConvertedSize extends ApiSize {
  origin: 'chart' | 'derived';
}

export interface ConvertResponse {
  brand: string | null;
  gender: string;
  input: { system: string; size: string } | { footMm: number };
  footLengthMm: { min: number; max: number };
  sizes: Record<string, ApiConvertedSize>;
  /** Where the published tables behind a generic answer disagree: the smallest and largest size they give, by system. */
  spread: Record<string, { min: ApiSize; max: ApiSize }>;
  source: { title: string; url: string | null; checkedAt: string; confidence: string };
}

export interface ApiError {
  status: 400 | 422;
  body: { error: string; message: string; [detail: string]: unknown };
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function apiSize(size: SizeValue): ApiSize {
  const out: ApiSize = { label: size.label, value: round(size.value, 3) };
  if (size.upTo !== undefined) out.upTo = round(size.upTo, 3);
  if (size.scale !== undefined) out.scale = size.scale;
  return out;
}

export function apiConvertedSize(size: ConvertedSize): ApiConvertedSize {
  return { ...apiSize(size), origin: size.origin };
}

function apiSizes(sizes: Partial<Record<string, ConvertedSize>>): Record<string, ApiConvertedSize> {
  const out: Record<string, ApiConvertedSize> = {};
  for (const [id, size] of Object.entries(sizes)) if (size) out[id] = apiConvertedSize(size);
  return out;
}

function apiSpread(spread: ConvertResult['spread']): ConvertResponse['spread'] {
  const out: ConvertResponse['spread'] = {};
  for (const [id, range] of Object.entries(spread)) if (range) out[id] = { min: apiSize(range.min), max: apiSize(range.max) };
  return out;
}

export function toConvertResponse(result: ConvertResult): ConvertResponse {
  return {
    brand: result.brand,
    gender: result.gender,
    input: 'footMm' in result.input ? { footMm: result.input.footMm } : { system: result.input.system, size: result.input.size.label },
    footLengthMm: { min: round(result.footLengthMm.min, 1), max: round(result.footLengthMm.max, 1) },
    sizes: apiSizes(result.sizes),
    spread: apiSpread(result.spread),
    source: {
      title: result.source.title,
      url: result.source.url,
      checkedAt: result.source.checkedAt,
      // The row's own evidence: an ASOS row read in R6 is secondary inside an unverified chart.
      confidence: result.confidence,
    },
  };
}

/** What the request asked, for messages that repeat it. */
export interface RequestContext {
  gender: string;
  brand?: string | undefined;
  size?: string | undefined;
}

const list = (values: readonly string[]) => values.join(', ');

export function engineErrorResponse(error: EngineError, context: RequestContext): ApiError {
  const where = context.brand ? `the ${context.brand} ${context.gender} chart` : `the generic ${context.gender} chart`;
  switch (error.error) {
    case 'unknown-gender':
      return {
        status: 400,
        body: {
          error: error.error,
          message: context.brand ? `brand ${context.brand} has no ${error.input} chart; gender must be one of: ${list(error.allowed)}` : `gender must be one of: ${list(error.allowed)}`,
          allowed: error.allowed,
        },
      };
    case 'unknown-system':
      return {
        status: 400,
        body: { error: error.error, message: `system ${error.input} is not available on ${where}; system must be one of: ${list(error.allowed)}`, allowed: error.allowed },
      };
    case 'unknown-brand':
    case 'unknown-country':
    case 'unknown-convention':
      return { status: 400, body: { error: error.error, message: `${error.input} is not allowed; use one of: ${list(error.allowed)}`, allowed: error.allowed } };
    case 'malformed-size':
      return { status: 400, body: { error: error.error, message: `size "${error.input}" is not a size label (${error.reason}); use a label such as 9, 42.5, 42 2/3 or 10C`, reason: error.reason } };
    case 'malformed-foot-length':
      return { status: 400, body: { error: error.error, message: `footMm ${error.reason}`, reason: error.reason } };
    case 'out-of-range': {
      const { range } = error;
      const asked = range.system === 'footMm' ? 'that foot length' : `size ${context.size ?? ''} (${range.system})`;
      return {
        status: 422,
        body: { error: error.error, message: `${asked} is outside ${where}, which runs from ${range.minLabel} to ${range.maxLabel}`, range },
      };
    }
    case 'ambiguous-size':
      return {
        status: 422,
        body: {
          error: error.error,
          message: `size ${error.input} names more than one size on ${where}: ${list(error.candidates.map((c) => c.size.label + (c.size.scale ? ` (${c.size.scale})` : '')))}`,
          candidates: error.candidates.map((c) => ({ system: c.system, ...apiSize(c.size) })),
        },
      };
    case 'not-on-chart':
      return {
        status: 422,
        body: {
          error: error.error,
          message: `${error.system} ${error.input} is not on ${where}; its ${error.system} sizes are: ${list(error.allowed)}`,
          allowed: error.allowed,
          range: { system: error.system, minLabel: error.allowed[0] ?? null, maxLabel: error.allowed[error.allowed.length - 1] ?? null },
        },
      };
  }
}

/** A 400 for the first problem zod found in the query, with the allowed values where there is a fixed set. */
export function queryErrorResponse(error: z.ZodError, allowedByParameter: Partial<Record<string, readonly string[]>>): ApiError {
  const issue = error.issues[0];
  const parameter = String(issue?.path[0] ?? 'query');
  const allowed = allowedByParameter[parameter];
  return {
    status: 400,
    body: {
      error: 'invalid-parameter',
      parameter,
      message: issue?.message ?? 'invalid query',
      ...(allowed ? { allowed } : {}),
    },
  };
}
