import { z } from 'zod';
import { emailSchema } from './auth';
import { localeField } from './locale';

/** A visitor's message from the contact form. */
export const contactSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  message: z.string().trim().min(1).max(5000),
  locale: localeField,
});

export type ContactInput = z.infer<typeof contactSchema>;
