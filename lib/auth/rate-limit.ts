import 'server-only';
import { ApiError } from '@/lib/http/api-error';
import { clearRateLimit, countAttempt, pruneRateLimits, reserveAttempt } from '@/lib/db/queries/rate-limits';

export type WindowPolicy = { name: string; limit: number; windowMs: number };

function tooMany(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    429,
    'tooManyAttempts',
    'Too many attempts. Please try again later.',
    { retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/** No window or lock lasts longer than this, so older counters can go. */
const RETENTION_MS = 24 * 60 * 60_000;
const PRUNE_EVERY = 200;
let attemptsSincePrune = 0;

/** Every few hundred attempts, drop stale counters so the table stays as small as the live limits. */
async function pruneNowAndThen(now: number): Promise<void> {
  attemptsSincePrune += 1;
  if (attemptsSincePrune < PRUNE_EVERY) return;
  attemptsSincePrune = 0;
  await pruneRateLimits(now - RETENTION_MS);
}

/** Counts a request against a fixed window; throws 429 with Retry-After once the limit is passed. */
export async function enforceWindow(policy: WindowPolicy, subject: string, now = Date.now()): Promise<void> {
  await pruneNowAndThen(now);
  const state = await countAttempt(`${policy.name}:${subject}`, now, policy.windowMs);
  if (state.count > policy.limit) throw tooMany(state.windowStartedAt + policy.windowMs - now);
}

export type LockoutPolicy = { name: string; freeFailures: number; windowMs: number; firstLockMs: number; maxLockMs: number };

/**
 * Wrong passwords per account: free attempts first, then a lockout that doubles with each further
 * failure up to a ceiling. Soft and growing, never permanent; a success clears it.
 */
export const loginLockout: LockoutPolicy = {
  name: 'login-account',
  freeFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
};

/** Wrong current passwords on an account's password and email changes: a stolen token must not become a way to find the password. */
export const currentPasswordLockout: LockoutPolicy = { ...loginLockout, name: 'current-password-account' };

function lockMsAfter(policy: LockoutPolicy, count: number): number {
  const excess = count - policy.freeFailures;
  return excess < 0 ? 0 : Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** excess);
}

/**
 * Reserves one password guess for `subject` before the password is hashed, so that parallel
 * guesses cannot all pass a check made before any failure is recorded. Throws 429 while locked.
 */
export async function reservePasswordGuess(policy: LockoutPolicy, subject: string, onLocked?: () => void): Promise<void> {
  const now = Date.now();
  await pruneNowAndThen(now);
  const { reserved, state } = await reserveAttempt(`${policy.name}:${subject}`, now, policy.windowMs, (count) =>
    lockMsAfter(policy, count),
  );
  if (reserved) return;
  onLocked?.();
  throw tooMany(state.lockedUntil - now);
}

/** The guess was right: forget the failures and any lock the reservation set in advance. */
export async function clearPasswordGuesses(policy: LockoutPolicy, subject: string): Promise<void> {
  await clearRateLimit(`${policy.name}:${subject}`);
}

export const loginIpPolicy: WindowPolicy = { name: 'login-ip', limit: 30, windowMs: 15 * 60_000 };
export const signupIpPolicy: WindowPolicy = { name: 'signup-ip', limit: 10, windowMs: 60 * 60_000 };
export const contactIpPolicy: WindowPolicy = { name: 'contact-ip', limit: 5, windowMs: 60 * 60_000 };
/** New email addresses per account: each can answer "taken", so they are few. */
export const emailChangePolicy: WindowPolicy = { name: 'email-change-account', limit: 5, windowMs: 60 * 60_000 };
export const newsletterIpPolicy: WindowPolicy = { name: 'newsletter-ip', limit: 20, windowMs: 60 * 60_000 };
