import { brandSlugs, countrySlugs, type BrandSlug, type CountrySlug } from '../charts/slugs';
import { brandCharts, brandGenders } from '../charts/brands';
import type { BrandChart } from '../charts/brand-chart';
import type { EngineError } from './errors';
import type { Gender } from './types';

/**
 * Checks of raw request values against the brand and country catalogues. The checks that need
 * no catalogue live in `checks.ts` (the browser runs those) and are re-exported here.
 */

export { checkConventions, checkGender, checkSystem, isError } from './checks';

export function checkBrand(value: unknown): BrandSlug | null | EngineError {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && (brandSlugs as readonly string[]).includes(value)
    ? (value as BrandSlug)
    : { ok: false, error: 'unknown-brand', input: String(value), allowed: brandSlugs };
}

export function checkCountry(value: unknown): CountrySlug | null | EngineError {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && (countrySlugs as readonly string[]).includes(value)
    ? (value as CountrySlug)
    : { ok: false, error: 'unknown-country', input: String(value), allowed: countrySlugs };
}

/** The brand's chart for a gender; a brand without that gender answers with the genders it has. */
export function checkChart(brand: BrandSlug, gender: Gender): BrandChart | EngineError {
  return brandCharts[brand][gender] ?? { ok: false, error: 'unknown-gender', input: gender, allowed: brandGenders(brand) };
}
