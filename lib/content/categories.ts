import {
  brandPath,
  brandSlugs,
  countryPath,
  countrySlugs,
  regularToolPath,
  regularTools,
  type BrandSlug,
  type CountrySlug,
  type RegularTool,
} from '@/lib/page-catalogue';

/**
 * Content categories name the page a record belongs to: `home`, a regular converter (`men`),
 * `country-<slug>`, `brand-<slug>` and `blog-<slug>` for posts. Pure, so pages, the API and the
 * editor share it.
 */

export type PageCategory = 'home' | RegularTool | `country-${CountrySlug}` | `brand-${BrandSlug}`;

export const pageCategories: PageCategory[] = [
  'home',
  ...regularTools,
  ...countrySlugs.map((slug) => `country-${slug}` as const),
  ...brandSlugs.map((slug) => `brand-${slug}` as const),
];

const pageCategorySet = new Set<string>(pageCategories);

/** Lower-case words joined by single hyphens, at most 80 characters. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 80;

export function isBlogSlug(value: string): boolean {
  return value.length <= BLOG_SLUG_MAX && BLOG_SLUG_PATTERN.test(value);
}

export function isPageCategory(value: string): value is PageCategory {
  return pageCategorySet.has(value);
}

export function blogCategory(slug: string): string {
  return `blog-${slug}`;
}

/** The slug of a `blog-<slug>` category, or null for any other string. */
export function blogSlugOf(category: string): string | null {
  if (!category.startsWith('blog-')) return null;
  const slug = category.slice('blog-'.length);
  return isBlogSlug(slug) ? slug : null;
}

/** Any category a record may have: a page's, or a well-formed blog one. */
export function isContentCategory(value: string): boolean {
  return isPageCategory(value) || blogSlugOf(value) !== null;
}

/** The locale-free path of a category's public page. */
export function categoryPath(category: string): string {
  if (category === 'home') return '/';
  if ((regularTools as readonly string[]).includes(category)) return regularToolPath(category as RegularTool);
  if (category.startsWith('country-')) return countryPath(category.slice('country-'.length) as CountrySlug);
  if (category.startsWith('brand-')) return brandPath(category.slice('brand-'.length) as BrandSlug);
  const slug = blogSlugOf(category);
  if (slug) return `/blog/${slug}`;
  throw new Error(`unknown content category ${category}`);
}

/** The public address of a category's page in a language, as visitors use it (English unprefixed). */
export function publicPagePath(category: string, language: string): string {
  const path = categoryPath(category);
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
