import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';

/**
 * The public path of a locale-free page in a locale: English has no prefix, every other
 * language does (`/women`, `/fr/women`), matching the proxy's `as-needed` routing.
 */
export function localizedPath(locale: Locale, path: string): string {
  const rest = path === '/' ? '' : path;
  if (locale === defaultLocale) return rest || '/';
  return `/${locale}${rest}`;
}

/** Absolute URL of a page; the English home page is the bare origin, as Next writes it in metadata. */
export function absoluteUrl(siteUrl: string, locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return localized === '/' ? siteUrl : `${siteUrl}${localized}`;
}

/** hreflang alternates for one page: x-default (English) and every locale. */
export function languageAlternates(siteUrl: string, path: string): Record<string, string> {
  const alternates: Record<string, string> = { 'x-default': absoluteUrl(siteUrl, defaultLocale, path) };
  for (const locale of locales) alternates[locale] = absoluteUrl(siteUrl, locale, path);
  return alternates;
}
