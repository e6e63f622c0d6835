import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { enforceWindow, newsletterIpPolicy } from '@/lib/auth/rate-limit';
import { insertSubscriber } from '@/lib/db/queries/newsletter';
import { isLocale, defaultLocale } from '@/lib/i18n/routing';
import { emailSchema } from '@/lib/validations/auth';

export type SubscribeOutcome = 'subscribed' | 'already' | 'invalid';

export const newsletterSchema = z.object({ email: emailSchema, locale: z.string().optional() });

/** Subscribes an address once, case-insensitively. */
export async function subscribe(input: unknown, clientIp: string): Promise<SubscribeOutcome> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return 'invalid';
  await enforceWindow(newsletterIpPolicy, clientIp);
  const locale = isLocale(parsed.data.locale) ? parsed.data.locale : defaultLocale;
  const added = await insertSubscriber({ id: randomUUID(), email: parsed.data.email, locale, createdAt: new Date().toISOString() });
  return added ? 'subscribed' : 'already';
}
