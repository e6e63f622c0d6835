import { defineRouting } from 'next-intl/routing';
import { defaultLocale, isLocale, locales, type Locale } from './locale-path.mjs';

// The list of languages lives in plain JavaScript (./locale-path.mjs) for the server script too.
export { defaultLocale, isLocale, locales, type Locale };

/**
 * The remembered language choice. Only the language switcher writes it (lib/i18n/locale-cookie.ts);
 * the proxy reads it for a first visit to an unprefixed page. next-intl's own cookie handling is off
 * (`localeCookie: false`): its middleware would otherwise set the cookie on every page answer, so
 * that visiting `/ja/men` pinned Japanese and no cached page could be free of `Set-Cookie`.
 */
export const localeCookie = { name: 'NEXT_LOCALE', maxAgeDays: 365 } as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: false,
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
