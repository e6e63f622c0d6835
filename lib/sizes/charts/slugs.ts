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
