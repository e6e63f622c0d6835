import 'server-only';
import { listTranslationStates } from '@/lib/db/queries/content';
import { locales, type Locale } from '@/lib/i18n/routing';
import { categoryPath, pageCategories } from './categories';
import { PLACEHOLDER_TITLE } from './types';

/**
 * `edited`: an admin wrote it; `shipped`: the content shipped with the site; `placeholder`: the page
 * shows the placeholder (no translation, or one still titled "Not Found").
 */
export type TranslationState = 'edited' | 'shipped' | 'placeholder';

export type SiteMapRow = {
  category: string;
  path: string;
  states: Record<Locale, TranslationState>;
  /** complete: every language has content; missing: some languages show the placeholder. */
  status: 'complete' | 'missing' | 'placeholder';
};

/** Every public page with the state of its content in every language, for the dashboard's site map. */
export async function siteMapStatus(): Promise<SiteMapRow[]> {
  const rows = await listTranslationStates();
  const byKey = new Map(rows.map((row) => [`${row.category}/${row.locale}`, row]));
  const blogCategories = [...new Set(rows.map((row) => row.category).filter((category) => category.startsWith('blog-')))].sort();
  return [...pageCategories, ...blogCategories].map((category) => {
    const states = Object.fromEntries(
      locales.map((locale) => {
        const row = byKey.get(`${category}/${locale}`);
        const state: TranslationState =
          !row || row.title === PLACEHOLDER_TITLE ? 'placeholder' : row.origin === 'admin' ? 'edited' : 'shipped';
        return [locale, state];
      }),
    ) as Record<Locale, TranslationState>;
    const placeholders = Object.values(states).filter((state) => state === 'placeholder').length;
    // A blog post need not exist in every language: only the languages it has count.
    const isBlog = category.startsWith('blog-');
    const status = placeholders === 0 || isBlog ? 'complete' : placeholders === locales.length ? 'placeholder' : 'missing';
    return { category, path: categoryPath(category), states, status };
  });
}
