import { z } from 'zod';
import { locales } from '@/lib/i18n/routing';

/** A content category as sent by a client; whether it exists is the lib's question. */
export const categoryField = z.string().trim().min(1).max(120);
export const languageField = z.enum(locales);

/** GET /api/content: an unknown category or language is not an error but the placeholder. */
export const contentQuerySchema = z.strictObject({
  category: categoryField,
  language: z.string().trim().min(1).max(20).optional(),
});

export const reactionTargetSchema = z.strictObject({ category: categoryField, language: languageField });

export const REPORT_REASON_MAX = 500;

export const reactionBodySchema = z.discriminatedUnion('action', [
  z.strictObject({ category: categoryField, language: languageField, action: z.enum(['like', 'unlike', 'clear']) }),
  z.strictObject({
    category: categoryField,
    language: languageField,
    action: z.literal('report'),
    reason: z.string().trim().min(1).max(REPORT_REASON_MAX),
  }),
]);
