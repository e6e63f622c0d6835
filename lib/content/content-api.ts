import 'server-only';
import { findRecord, listTranslations } from '@/lib/db/queries/content';
import { isLocale } from '@/lib/i18n/routing';
import { isContentCategory } from './categories';
import { toPageTranslation } from './page-content';
import { emptyReactions, reactionSummaries } from './reactions';
import { placeholderContent, type PageTranslation, type ReactionSummary } from './types';

export type ApiTranslation = PageTranslation & { reactions: ReactionSummary; updatedAt: string | null };

/** GET /api/content: a record with its translations, or the placeholder shape with `found: false`. */
export type ContentRecordResponse = {
  category: string;
  found: boolean;
  kind: 'page' | 'blog' | null;
  translations: Record<string, ApiTranslation>;
};

function placeholderRecord(category: string, language: string | undefined): ContentRecordResponse {
  const { title, description, content, image, faqs, relatedTools } = placeholderContent();
  const translation: PageTranslation = { title, description, content, image, faqs, relatedTools };
  return {
    category,
    found: false,
    kind: null,
    translations: { [language ?? 'en']: { ...translation, reactions: emptyReactions(), updatedAt: null } },
  };
}

/**
 * A record with all its translations, or only `language`. An unknown category, an unknown language
 * or a language the record lacks answers the placeholder: title "Not Found", no FAQs, no related tools.
 */
export async function contentRecord(category: string, language?: string): Promise<ContentRecordResponse> {
  if (!isContentCategory(category) || (language !== undefined && !isLocale(language))) return placeholderRecord(category, language);
  const record = await findRecord(category);
  if (!record) return placeholderRecord(category, language);
  const rows = (await listTranslations(category)).filter((row) => language === undefined || row.locale === language);
  if (rows.length === 0) return placeholderRecord(category, language);
  const reactions = await reactionSummaries(category, language);
  const translations: Record<string, ApiTranslation> = {};
  for (const row of rows) {
    translations[row.locale] = {
      ...toPageTranslation(row),
      reactions: reactions[row.locale] ?? emptyReactions(),
      updatedAt: row.updated_at,
    };
  }
  return { category, found: true, kind: record.kind, translations };
}
