import { hasLocale } from 'next-intl';
import { routing, type Locale } from './routing';

/** The props of a page or layout below `app/[locale]`. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/** The `[locale]` segment as a supported locale; anything else falls back to the default. */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}
