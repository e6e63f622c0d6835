import { resolveConventions, type ResolvedConventions } from '../conventions/conventions';
import type { EngineError } from './errors';
import { isGender, isSystemId, systemsFor } from './system-info';
import { genders, type Gender, type SystemId } from './types';

/**
 * Checks of raw request values that need no brand or country catalogue, so the browser can run
 * them without loading every chart. Inputs arrive as strings from URLs and JSON, so every function
 * takes `unknown` and returns either the typed value or the typed error naming what is allowed.
 */

export function checkGender(value: unknown): Gender | EngineError {
  return isGender(value) ? value : { ok: false, error: 'unknown-gender', input: String(value), allowed: genders };
}

export function checkSystem(value: unknown, gender: Gender): SystemId | EngineError {
  const allowed = systemsFor(gender);
  return isSystemId(value) && allowed.includes(value) ? value : { ok: false, error: 'unknown-system', input: String(value), allowed };
}

export function checkConventions(value: unknown): ResolvedConventions | EngineError {
  const resolved = resolveConventions(value);
  return 'convention' in resolved
    ? { ok: false, error: 'unknown-convention', input: resolved.convention, allowed: resolved.allowed }
    : resolved;
}

export function checkFootMm(value: unknown): number | EngineError {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : { ok: false, error: 'malformed-foot-length', input: String(value), reason: 'foot length must be a positive number of millimetres' };
}

export function isError(value: unknown): value is EngineError {
  return typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false;
}
