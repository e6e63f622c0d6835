import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { ApiError } from '@/lib/http/api-error';

/** OWASP's Argon2id parameters (m = 19 MiB, t = 2, p = 1). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
const PARAMS_TAG = `m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}`;

/**
 * One form per password: "é" typed as one code point (NFC) or as "e" plus a combining accent (NFD,
 * as some keyboards and systems send it) is the same password. Every path that sets or checks a
 * password goes through the two functions below, so it is normalised everywhere.
 */
const normalise = (password: string) => password.normalize('NFC');

/** Hashes run at once (one per core of the two the site is sized for) and hashes that may wait. */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE_LIMIT = 32;

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Runs one Argon2 computation when a slot is free. A flood of logins then takes at most
 * HASH_CONCURRENCY cores, and once HASH_QUEUE_LIMIT are waiting the next is refused at once
 * (429 with Retry-After) instead of queueing for seconds behind the others.
 */
async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_LIMIT) {
      throw new ApiError(
        429,
        'unavailable',
        'The server is busy checking passwords. Please try again in a moment.',
        {},
        { 'Retry-After': '1' },
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, or frees up.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(normalise(password), ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(async () => {
    try {
      return await verify(passwordHash, normalise(password));
    } catch {
      return false;
    }
  });
}

/** True when a stored hash was made with other parameters and should be replaced on next login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith('$argon2id$') || !passwordHash.includes(`$${PARAMS_TAG}$`);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for logins with an unknown email, so that
 * the response time does not reveal which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-but-a-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
