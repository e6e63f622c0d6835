import 'server-only';
import { isGender, missingChartReason, type EngineError, type MissingChartReason } from '@/lib/sizes';
import { isBrandSlug } from '@/lib/page-catalogue';
import { ApiError, type ConversionErrorCode } from '@/lib/http/api-error';
import { apiSize } from './convert-response';

/**
 * The engine's errors on HTTP: a value outside the allowed set is a 400 naming the allowed values,
 * a well-formed size the chart cannot answer (outside it, between its sizes, ambiguous) is a 422.
 */

/** What the request asked, for messages that repeat it. */
export interface RequestContext {
  gender: string;
  brand?: string | undefined;
  size?: string | undefined;
}

/** The engine's kebab-case error ids in the API's camelCase. */
const codes: Record<EngineError['error'], ConversionErrorCode> = {
  'unknown-gender': 'unknownGender',
  'unknown-system': 'unknownSystem',
  'unknown-brand': 'unknownBrand',
  'unknown-country': 'unknownCountry',
  'unknown-convention': 'unknownConvention',
  'malformed-size': 'malformedSize',
  'malformed-foot-length': 'malformedFootLength',
  'out-of-range': 'outOfRange',
  'ambiguous-size': 'ambiguousSize',
  'not-on-chart': 'notOnChart',
};

const list = (values: readonly string[]) => values.join(', ');

/** Why a brand's chart for a gender is not held, as the API says it: the brand's page says the same. */
const missingChartText: Record<MissingChartReason, string> = {
  notFound: 'is not independently verified: no copy of it that cites the brand’s own size guide was found, and it is not guessed',
};

/** The unknown-gender error of a brand that prints that gender's chart the site does not hold. */
function missingBrandChart(brand: string | undefined, gender: string): MissingChartReason | null {
  return brand && isBrandSlug(brand) && isGender(gender) ? missingChartReason(brand, gender) : null;
}

type Mapped = { status: 400 | 422; message: string; details: Record<string, unknown> };

function describe(error: EngineError, context: RequestContext): Mapped {
  const where = context.brand ? `the ${context.brand} ${context.gender} chart` : `the generic ${context.gender} chart`;
  switch (error.error) {
    case 'unknown-gender': {
      const missing = missingBrandChart(context.brand, error.input);
      if (missing)
        return {
          status: 400,
          message:
            `brand ${context.brand} has no ${error.input} chart here: its ${error.input} chart ${missingChartText[missing]}; ` +
            `gender must be one of: ${list(error.allowed)}. Without brand, this API answers the standard ${error.input} conversion, which is not the brand’s chart`,
          details: { allowed: error.allowed, missingChart: missing },
        };
      return {
        status: 400,
        message: context.brand
          ? `brand ${context.brand} has no ${error.input} chart; gender must be one of: ${list(error.allowed)}`
          : `gender must be one of: ${list(error.allowed)}`,
        details: { allowed: error.allowed },
      };
    }
    case 'unknown-system':
      return {
        status: 400,
        message: `system ${error.input} is not available on ${where}; system must be one of: ${list(error.allowed)}`,
        details: { allowed: error.allowed },
      };
    case 'unknown-brand':
    case 'unknown-country':
    case 'unknown-convention':
      return {
        status: 400,
        message: `${error.input} is not allowed; use one of: ${list(error.allowed)}`,
        details: { allowed: error.allowed },
      };
    case 'malformed-size':
      return {
        status: 400,
        message: `size "${error.input}" is not a size label (${error.reason}); use a label such as 9, 42.5, 42 2/3 or 10C`,
        details: { reason: error.reason },
      };
    case 'malformed-foot-length':
      return { status: 400, message: `footMm ${error.reason}`, details: { reason: error.reason } };
    case 'out-of-range': {
      const { range } = error;
      const asked = range.system === 'footMm' ? 'that foot length' : `size ${context.size ?? ''} (${range.system})`;
      return {
        status: 422,
        message: `${asked} is outside ${where}, which runs from ${range.minLabel} to ${range.maxLabel}`,
        details: { range },
      };
    }
    case 'ambiguous-size':
      return {
        status: 422,
        message: `size ${error.input} names more than one size on ${where}: ${list(error.candidates.map((c) => c.size.label + (c.size.scale ? ` (${c.size.scale})` : '')))}`,
        details: { candidates: error.candidates.map((c) => ({ system: c.system, ...apiSize(c.size) })) },
      };
    case 'not-on-chart':
      return {
        status: 422,
        message: `${error.system} ${error.input} is not on ${where}; its ${error.system} sizes are: ${list(error.allowed)}`,
        details: {
          allowed: error.allowed,
          range: { system: error.system, minLabel: error.allowed[0] ?? null, maxLabel: error.allowed[error.allowed.length - 1] ?? null },
        },
      };
  }
}

export function conversionError(error: EngineError, context: RequestContext): ApiError {
  const { status, message, details } = describe(error, context);
  return new ApiError(status, codes[error.error], message, details);
}
