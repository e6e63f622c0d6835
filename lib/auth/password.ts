import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's Argon2id parameters (m = 19 MiB, t = 2, p = 1). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
const PARAMS_TAG = `m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}`;

/**
 * One form per password: "é" typed as one code point (NFC) or as "e" plus a combining accent (NFD,
 * as some keyboards and systems send it) is the same password. Every path that sets or checks a
 * password goes through the two functions below, so it is normalised everywhere.
 */
const normalise = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalise(password));
  } catch {
    return false;
  }
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
