import 'server-only';
import type { PublicExtension } from './catalogue';
import { listExtensions } from './extensions';

/**
 * Every public page view asks for the extensions once it has loaded, so the answer is kept in memory
 * for 30 seconds instead of reading the database each time. An admin's change clears it on the
 * instance that saved it (the next answer there is fresh); other instances follow within the 30
 * seconds.
 */
export const EXTENSIONS_TTL_SECONDS = 30;

type Entry = { value: Promise<PublicExtension[]>; expiresAt: number };

// On globalThis: every route bundle of the process must see the same entry, so that the admin
// route's clear reaches the public route's cache.
const holder = globalThis as unknown as { __shoePublicExtensions?: Entry | null };

export function publicExtensions(now = Date.now()): Promise<PublicExtension[]> {
  const entry = holder.__shoePublicExtensions;
  if (entry && entry.expiresAt > now) return entry.value;
  // One read for every request that arrives while it runs; a failed read is not kept.
  const value = listExtensions();
  const fresh = { value, expiresAt: now + EXTENSIONS_TTL_SECONDS * 1000 };
  holder.__shoePublicExtensions = fresh;
  value.catch(() => {
    if (holder.__shoePublicExtensions === fresh) holder.__shoePublicExtensions = null;
  });
  return value;
}

export function forgetPublicExtensions(): void {
  holder.__shoePublicExtensions = null;
}
