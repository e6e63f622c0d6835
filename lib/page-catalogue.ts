/**
 * The catalogue of the site's pages: one list of converters and informational pages that the
 * navigation, the footer, the sitemap, the proxy and the pages' static params all read, so a page
 * cannot exist in one place and be missing in another.
 */

import { brandSlugs, countrySlugs, type BrandSlug, type CountrySlug } from '@/lib/sizes/charts/slugs';

export const regularTools = ['men', 'women', 'kids', 'men-to-women'] as const;
export type RegularTool = (typeof regularTools)[number];

// The engine owns the brand and country lists: its charts and presets are keyed by them.
export { brandSlugs, countrySlugs, type BrandSlug, type CountrySlug };

/** Brand names are trademarks, written the way each brand writes itself in every language. */
export const brandNames: Record<BrandSlug, string> = {
  clarks: 'Clarks',
  nike: 'Nike',
  adidas: 'adidas',
  'dr-martens': 'Dr. Martens',
  puma: 'Puma',
  timberland: 'Timberland',
  ugg: 'UGG',
  alegria: 'Alegria',
  asics: 'ASICS',
  asos: 'ASOS',
  merrell: 'Merrell',
  shein: 'SHEIN',
  shimano: 'Shimano',
  converse: 'Converse',
  birkenstock: 'Birkenstock',
  skechers: 'Skechers',
  salomon: 'Salomon',
  'new-balance': 'New Balance',
  vans: 'Vans',
  crocs: 'Crocs',
  on: 'On',
  reebok: 'Reebok',
  hoka: 'HOKA',
  brooks: 'Brooks',
  saucony: 'Saucony',
};

/** Message keys use camelCase; URLs use kebab-case. */
export const regularToolKey = {
  men: 'men',
  women: 'women',
  kids: 'kids',
  'men-to-women': 'menToWomen',
} as const satisfies Record<RegularTool, string>;

export const brandKey = {
  clarks: 'clarks',
  nike: 'nike',
  adidas: 'adidas',
  'dr-martens': 'drMartens',
  puma: 'puma',
  timberland: 'timberland',
  ugg: 'ugg',
  alegria: 'alegria',
  asics: 'asics',
  asos: 'asos',
  merrell: 'merrell',
  shein: 'shein',
  shimano: 'shimano',
  converse: 'converse',
  birkenstock: 'birkenstock',
  skechers: 'skechers',
  salomon: 'salomon',
  'new-balance': 'newBalance',
  vans: 'vans',
  crocs: 'crocs',
  on: 'on',
  reebok: 'reebok',
  hoka: 'hoka',
  brooks: 'brooks',
  saucony: 'saucony',
} as const satisfies Record<BrandSlug, string>;

export function isCountrySlug(value: string): value is CountrySlug {
  return (countrySlugs as readonly string[]).includes(value);
}

export function isBrandSlug(value: string): value is BrandSlug {
  return (brandSlugs as readonly string[]).includes(value);
}

export const regularToolPath = (tool: RegularTool) => `/${tool}` as const;
export const countryPath = (slug: CountrySlug) => `/country/${slug}` as const;
export const brandPath = (slug: BrandSlug) => `/brand/${slug}` as const;

/** Every converter page, as locale-free paths. */
export const converterPaths: string[] = [
  ...regularTools.map(regularToolPath),
  ...countrySlugs.map(countryPath),
  ...brandSlugs.map(brandPath),
];

/** The pages that list every converter of a group, each with a line about it. */
export const overviewPaths = ['/country', '/brand'] as const;

/** The printable true-scale foot ruler with the measuring steps. */
export const measurePagePath = '/measure';

/**
 * Pages with a converter whose answer a shared link (`?gender=men&system=us&size=9`) carries. Such a
 * link is served by the page's dynamic variant (`/men/result`, `/result` for the home page), which
 * renders the answer into the HTML; the page without a query stays static. The variants are internal:
 * the proxy rewrites to them and answers 404 to anyone asking for them by name.
 */
export const answerPagePaths: string[] = ['/', ...converterPaths];

export function answerVariantPath(path: string): string {
  return `${path === '/' ? '' : path}/result`;
}

/** Static informational pages, in the footer's order, each with the `Footer` message that names it. */
export const infoPages = [
  { path: '/about', footerKey: 'about' },
  { path: '/contact', footerKey: 'contactUs' },
  { path: '/blog', footerKey: 'blog' },
  { path: '/privacy', footerKey: 'privacy' },
  { path: '/terms', footerKey: 'terms' },
  { path: '/refund', footerKey: 'refund' },
] as const;

export const staticPagePaths = infoPages.map((page) => page.path);

/** Measuring a foot from a photo, beside the printable ruler. */
export const photoMeasurePagePath = '/measure/photo';
/** Tools that are neither converters nor informational pages. */
const toolPagePaths = [photoMeasurePagePath] as const;

/** Every page a search engine should index, as locale-free paths. */
export const publicPaths: string[] = ['/', ...overviewPaths, ...converterPaths, measurePagePath, ...toolPagePaths, ...staticPagePaths];

/** Pages for visitors that search engines need not index. */
export const newsletterOutcomes = ['subscribed', 'already', 'invalid'] as const;

export const utilityPagePaths = [
  '/login',
  '/signup',
  '/saved-channels',
  '/forgot-password',
  '/reset-password',
  ...newsletterOutcomes.map((outcome) => `/newsletter/${outcome}`),
] as const;

/** Pages of the account and admin area. */
export const dashboardPagePaths = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/my-sizes',
  '/dashboard/notifications',
  '/dashboard/users',
  '/dashboard/content',
  '/dashboard/extensions',
  '/dashboard/messages',
  '/dashboard/outbox',
  '/dashboard/newsletter',
  '/dashboard/audit-log',
] as const;

const knownPagePaths = new Set<string>([...publicPaths, ...utilityPagePaths, ...dashboardPagePaths]);

/** A blog post's path; which posts exist is the database's business, so any well-formed slug passes. */
const blogPostPath = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a locale-free path is one of the site's pages. */
export function isKnownPagePath(path: string): boolean {
  return knownPagePaths.has(path) || blogPostSlug(path) !== null;
}

/** The slug of a well-formed blog post path (`/blog/<slug>`), or null for any other path. */
export function blogPostSlug(path: string): string | null {
  return path.length <= 90 && blogPostPath.test(path) ? path.slice('/blog/'.length) : null;
}

const answerPages = new Set(answerPagePaths);

/** Whether a locale-free path is a page with a converter (see answerPagePaths). */
export function isAnswerPagePath(path: string): boolean {
  return answerPages.has(path);
}
