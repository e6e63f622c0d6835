import { z } from 'zod';
import { emailSchema } from './auth';
import { localeField } from './locale';

/**
 * The footer's subscription form. A bad address parses to null rather than failing, because a
 * plain form post (no JavaScript) is answered with a result page in its language, not a JSON 400.
 */
export const newsletterSchema = z.object({
  email: emailSchema.nullable().catch(null),
  locale: localeField,
});
