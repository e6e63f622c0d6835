import { brandSlugs, countrySlugs, type BrandSlug, type CountrySlug } from '@/lib/tools';
import { brandCharts, brandGenders } from './brands';
import type { BrandChart } from './brand-chart';
import { resolveConventions, type ResolvedConventions } from './conventions';
import type { EngineError } from './errors';
import { isGender, isSystemId, systemsFor } from './system-info';
import { genders, type Gender, type SystemId } from './types';

/**
 * Checks of raw request values. Inputs arrive as strings from URLs and JSON, so every function
 * takes `unknown` and returns either the typed value or the typed error naming what is allowed.
 */

export function checkGender(value: unknown): Gender | EngineError {
  return isGender(value) ? value : { ok: false, error: 'unknown-gender', input: String(value), allowed: genders };
}

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

export function checkSystem(value: unknown, gender: Gender): SystemId | EngineError {
  const allowed = systemsFor(gender);
  return isSystemId(value) && allowed.includes(value)
    ? value
    : { ok: false, error: 'unknown-system', input: String(value), allowed };
}

export function checkConventions(value: unknown): ResolvedConventions | EngineError {
  const resolved = resolveConventions(value);
  return 'convention' in resolved
    ? { ok: false, error: 'unknown-convention', input: resolved.convention, allowed: resolved.allowed }
    : resolved;
}

/** The brand's chart for a gender; a brand without that gender answers with the genders it has. */
export function checkChart(brand: BrandSlug, gender: Gender): BrandChart | EngineError {
  return brandCharts[brand][gender] ?? { ok: false, error: 'unknown-gender', input: gender, allowed: brandGenders(brand) };
}

export function checkFootMm(value: unknown): number | EngineError {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : { ok: false, error: 'malformed-foot-length', input: String(value), reason: 'foot length must be a positive number of millimetres' };
}

export function isError(value: unknown): value is EngineError {
  return typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false;
}
