import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { contactIpPolicy, enforceWindow } from '@/lib/auth/rate-limit';
import { insertContactMessage } from '@/lib/db/queries/contact-messages';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { emailSchema } from '@/lib/validations/auth';
import { parseInput } from '@/lib/validations/parse';

export const contactSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  message: z.string().trim().min(1).max(5000),
  locale: z.string().optional(),
});

/** Stores a visitor's message for the administrators to read in the dashboard. */
export async function sendContactMessage(input: unknown, clientIp: string): Promise<void> {
  const data = parseInput(contactSchema, input);
  await enforceWindow(contactIpPolicy, clientIp);
  await insertContactMessage({
    id: randomUUID(),
    name: data.name,
    email: data.email,
    message: data.message,
    locale: isLocale(data.locale) ? data.locale : defaultLocale,
    created_at: new Date().toISOString(),
  });
}
