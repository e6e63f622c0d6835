import 'server-only';
import { randomUUID } from 'node:crypto';
import { insertSubscriber } from '@/lib/db/queries/newsletter';
import type { Locale } from '@/lib/i18n/routing';

export type SubscribeOutcome = 'subscribed' | 'already';

/** Subscribes an address once, case-insensitively. */
export async function subscribe(email: string, locale: Locale): Promise<SubscribeOutcome> {
  const added = await insertSubscriber({ id: randomUUID(), email, locale, createdAt: new Date().toISOString() });
  return added ? 'subscribed' : 'already';
}
