import 'server-only';
import { revalidatePath } from 'next/cache';
import { locales } from '@/lib/i18n/routing';
import { blogSlugOf, categoryPath } from './categories';

/** The paths Next caches a public page under: every locale, English included, is prefixed there. */
function cachedPaths(path: string): string[] {
  return locales.map((locale) => (path === '/' ? `/${locale}` : `/${locale}${path}`));
}

/**
 * After an admin save: the category's page is expired at once in every language on this instance
 * (no profile = immediate expiry, not stale-while-revalidate), so the next visitor here already gets
 * the new content. Other instances, which do not share this cache, follow within the page lifetime
 * explained in app/[locale]/(site)/layout.tsx.
 */
export function revalidateContent(category: string): void {
  for (const path of cachedPaths(categoryPath(category))) revalidatePath(path);
}

export function revalidateBlog(category: string): void {
  revalidateContent(category);
  if (blogSlugOf(category)) for (const path of cachedPaths('/blog')) revalidatePath(path);
  revalidatePath('/sitemap.xml');
}
