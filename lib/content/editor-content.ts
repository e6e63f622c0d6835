import 'server-only';
import { findTranslation } from '@/lib/db/queries/content';
import { toPageTranslation } from './page-content';
import { placeholderContent, type PageTranslation } from './types';

export type EditorTranslation = PageTranslation & { exists: boolean; origin: 'default' | 'admin' | null; updatedAt: string | null };

/** One translation as the editor loads it; a missing one comes as the empty placeholder to fill in. */
export async function editorTranslation(category: string, language: string): Promise<EditorTranslation> {
  const row = await findTranslation(category, language);
  if (!row) {
    const { title, description, content, image, faqs, relatedTools } = placeholderContent();
    return { title, description, content, image, faqs, relatedTools, exists: false, origin: null, updatedAt: null };
  }
  return { ...toPageTranslation(row), exists: true, origin: row.origin, updatedAt: row.updated_at };
}
