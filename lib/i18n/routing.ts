import { defineRouting } from 'next-intl/routing';

/** The only list of interface languages. Everything else derives from it. */
export const locales = ['en', 'fr', 'nl', 'gu', 'hi', 'it', 'ja', 'ko', 'pl', 'pt', 'ru', 'es', 'de'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  // next-intl would build a `Link:` hreflang header from the request's (forwardable) host, and
  // shared caches would keep it. Pages carry their alternates in the HTML, built from SITE_URL.
  alternateLinks: false,
});

/** Each language named in its own script, as a speaker of it would look for it. */
export const nativeLocaleNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  nl: 'Nederlands',
  gu: 'ગુજરાતી',
  hi: 'हिन्दी',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  de: 'Deutsch',
};

/** ISO 3166 country whose flag stands for each language in the switcher. */
export const localeFlagCountry: Record<Locale, string> = {
  en: 'US',
  fr: 'FR',
  nl: 'NL',
  gu: 'IN',
  hi: 'IN',
  it: 'IT',
  ja: 'JP',
  ko: 'KR',
  pl: 'PL',
  pt: 'PT',
  ru: 'RU',
  es: 'ES',
  de: 'DE',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
