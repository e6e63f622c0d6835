import 'server-only';
import { ApiError } from '@/lib/http/api-error';
import { brandToBrandResponse } from '@/lib/converter/api/brand-to-brand-response';
import { brandToBrandQuerySchema } from '@/lib/validations/brand-to-brand-query';
import type { BrandSlug } from '@/lib/page-catalogue';
import { brandConverter, brandToBrandSources } from './page-setup';
import {
  anyBrand,
  askFromQuery,
  askKey,
  askProblem,
  sourceOptions,
  type BrandToBrandChoices,
  type BrandToBrandShown,
} from './brand-to-brand-ask';

/** What the box on a brand page offers: the same choices the page hands it. */
export function brandToBrandChoices(pageBrand: BrandSlug): BrandToBrandChoices {
  const setup = brandConverter(pageBrand);
  return {
    pageBrand,
    brands: sourceOptions(brandToBrandSources()),
    targetSystems: Object.fromEntries(setup.genders.map((g) => [g.gender, g.inputSystems])),
  };
}

/**
 * The box's answer to a brand page's query, worked out on the server the way GET /api/brand-to-brand
 * answers it, so that the form works without JavaScript and a shared question arrives answered.
 * Null when the query asks nothing of the box.
 */
export function brandToBrandAnswer(pageBrand: BrandSlug, query: URLSearchParams): BrandToBrandShown | null {
  const choices = brandToBrandChoices(pageBrand);
  const ask = askFromQuery(query, choices);
  if (!ask) return null;
  const key = askKey(ask);
  const problem = askProblem(ask, choices);
  if (problem) return { kind: 'error', key, size: ask.size, error: { code: problem } };
  const parsed = brandToBrandQuerySchema.safeParse({
    gender: ask.gender,
    fromBrand: ask.fromBrand === anyBrand ? undefined : ask.fromBrand,
    system: ask.system,
    size: ask.size,
    toBrand: pageBrand,
    toSystem: ask.toSystem,
  });
  if (!parsed.success) return { kind: 'error', key, size: ask.size, error: { code: 'invalidInput' } };
  try {
    return { kind: 'result', key, size: ask.size, data: brandToBrandResponse(parsed.data) };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', key, size: ask.size, error: error.toBody().error };
    throw error;
  }
}
