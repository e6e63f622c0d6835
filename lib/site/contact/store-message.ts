import 'server-only';
import { randomUUID } from 'node:crypto';
import { insertContactMessage } from '@/lib/db/queries/contact-messages';
import type { ContactInput } from '@/lib/validations/contact';

/** Stores a visitor's message for the administrators to read in the dashboard (nothing is mailed). */
export async function storeContactMessage(input: ContactInput): Promise<void> {
  await insertContactMessage({
    id: randomUUID(),
    name: input.name,
    email: input.email,
    message: input.message,
    locale: input.locale,
    created_at: new Date().toISOString(),
  });
}
