/**
 * The brands and countries the engine has data for. The engine owns these lists because its charts
 * and presets are keyed by them; the page catalogue (lib/page-catalogue.ts) builds its pages from them.
 */

export const countrySlugs = [
  'european',
  'brazilian',
  'mexican',
  'australian',
  'italian',
  'japanese',
  'korean',
  'spanish',
  'indian',
  'asian',
  'canadian',
  'colombian',
  'france',
  'philippines',
  'german',
  'chinese',
] as const;
export type CountrySlug = (typeof countrySlugs)[number];

export const brandSlugs = [
  'clarks',
  'nike',
  'adidas',
  'dr-martens',
  'puma',
  'timberland',
  'ugg',
  'alegria',
  'asics',
  'asos',
  'merrell',
  'shein',
  'shimano',
  'converse',
  'birkenstock',
  'skechers',
  'salomon',
  'new-balance',
  'vans',
  'crocs',
  'on',
  'reebok',
  'hoka',
  'brooks',
  'saucony',
] as const;
export type BrandSlug = (typeof brandSlugs)[number];

/**
 * Brands whose charts the engine holds but which have no pages yet (issue 25): the page catalogue,
 * the sitemap, the menu and the API's query schemas read `brandSlugs` only, so these stay off the site
 * until their pages exist. The engine (`convert`, `brandToBrand`) accepts both lists. A brand goes
 * live by moving its slug into `brandSlugs` with its name (lib/page-catalogue.ts) and its two
 * messages, `Tools.brand.<key>.intro` and `Chart.brandNotes.<key>`, in every language.
 */
export const upcomingBrandSlugs = [] as const;
export type UpcomingBrandSlug = (typeof upcomingBrandSlugs)[number];

/** Every brand the engine has a chart for. */
export const chartBrandSlugs: readonly ChartBrandSlug[] = [...brandSlugs, ...upcomingBrandSlugs];
export type ChartBrandSlug = BrandSlug | UpcomingBrandSlug;
