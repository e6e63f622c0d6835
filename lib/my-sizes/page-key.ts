import { brandSlugs, countrySlugs, regularTools } from '@/lib/page-catalogue';

/** The converter pages "Your size here" answers for, named like their content categories. */
export const converterPageKeys = [
  'home',
  ...regularTools,
  ...countrySlugs.map((slug) => `country-${slug}` as const),
  ...brandSlugs.map((slug) => `brand-${slug}` as const),
] as const;

export type ConverterPageKey = (typeof converterPageKeys)[number];
