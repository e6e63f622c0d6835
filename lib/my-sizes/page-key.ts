import { brandSlugs, countrySlugs, isBrandSlug, isCountrySlug, regularTools, type BrandSlug, type CountrySlug } from '@/lib/page-catalogue';

/** The converter pages "Your size here" answers for, named like their content categories. */
export const converterPageKeys = [
  'home',
  ...regularTools,
  ...countrySlugs.map((slug) => `country-${slug}` as const),
  ...brandSlugs.map((slug) => `brand-${slug}` as const),
] as const;

export type ConverterPageKey = (typeof converterPageKeys)[number];

/** The brand a brand page's key names (`brand-nike` → `nike`); null for every other page. */
export function brandOfPage(page: ConverterPageKey): BrandSlug | null {
  const brand = page.startsWith('brand-') ? page.slice('brand-'.length) : '';
  return isBrandSlug(brand) ? brand : null;
}

/** The country a country page's key names (`country-japanese` → `japanese`); null for every other page. */
export function countryOfPage(page: ConverterPageKey): CountrySlug | null {
  const country = page.startsWith('country-') ? page.slice('country-'.length) : '';
  return isCountrySlug(country) ? country : null;
}
