import 'server-only';
import { isBuildPhase } from '@/lib/env';
import { isLocale } from '@/lib/i18n/routing';
import { findTranslation } from '@/lib/db/queries/content';
import type { ContentTranslationsTable } from '@/lib/db/schema';
import { isPageCategory } from './categories';
import { defaultTranslation } from './defaults/build';
import { sanitizeRichText } from './sanitize';
import { placeholderContent, type Faq, type PageContent, type PageTranslation, type RelatedTool } from './types';

function parseList<T>(json: string): T[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
}

/** A stored translation as pages and the API see it; its HTML is sanitized again on the way out. */
export function toPageTranslation(row: ContentTranslationsTable): PageTranslation {
  return {
    title: row.title,
    description: row.description,
    content: sanitizeRichText(row.content),
    image: row.image,
    faqs: parseList<Faq>(row.faqs),
    relatedTools: parseList<RelatedTool>(row.related_tools),
  };
}

/**
 * One page's content in one language. While `next build` prerenders, it is the content shipped in
 * the repository (the build never opens the database); afterwards it is the database's. A missing
 * language or a failed read gives the placeholder, and the page around it still works.
 */
export async function readPageContent(category: string, locale: string): Promise<PageContent> {
  try {
    if (isBuildPhase()) {
      if (!isPageCategory(category) || !isLocale(locale)) return placeholderContent();
      return { ...(await defaultTranslation(category, locale)), placeholder: false };
    }
    const row = await findTranslation(category, locale);
    return row ? { ...toPageTranslation(row), placeholder: false } : placeholderContent();
  } catch (error) {
    console.error(`content ${category}/${locale} could not be read:`, error instanceof Error ? error.message : error);
    return placeholderContent();
  }
}
