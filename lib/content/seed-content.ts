import 'server-only';
import { createHash } from 'node:crypto';
import { writeTransaction } from '@/lib/db/client';
import { ensureRecord, seedStates, seedTranslation } from '@/lib/db/queries/content';
import { locales } from '@/lib/i18n/routing';
import { pageCategories } from './categories';
import { defaultTranslation } from './defaults/build';
import { sanitizeRichText } from './sanitize';

export type SeedReport = { inserted: number; refreshed: number; kept: number };

/**
 * Writes the shipped content of every page in every language. Idempotent: a translation an admin
 * has edited is never touched, one that still holds shipped content is refreshed when the shipped
 * content changed, and the rest are left as they are.
 */
export async function seedDefaultContent(): Promise<SeedReport> {
  const report: SeedReport = { inserted: 0, refreshed: 0, kept: 0 };
  const now = new Date().toISOString();
  for (const category of pageCategories) {
    const translations = await Promise.all(
      locales.map(async (locale) => ({ locale, translation: await defaultTranslation(category, locale) })),
    );
    await writeTransaction(async (trx) => {
      await ensureRecord(category, 'page', now, trx);
      const existing = await seedStates(category, trx);
      for (const { locale, translation } of translations) {
        const content = sanitizeRichText(translation.content);
        const faqs = JSON.stringify(translation.faqs);
        const relatedTools = JSON.stringify(translation.relatedTools);
        const hash = createHash('sha256')
          .update(JSON.stringify([translation.title, translation.description, content, translation.image, faqs, relatedTools]))
          .digest('hex');
        const outcome = await seedTranslation(
          {
            category,
            locale,
            title: translation.title,
            description: translation.description,
            content,
            image: translation.image,
            faqs,
            related_tools: relatedTools,
            origin: 'default',
            default_hash: hash,
            updated_by: null,
            updated_at: now,
          },
          existing.get(locale),
          trx,
        );
        report[outcome] += 1;
      }
    });
  }
  return report;
}
