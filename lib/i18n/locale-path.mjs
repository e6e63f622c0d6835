// Plain JavaScript: scripts/load-shedder.mjs reads a request's language and dashboard rule in the
// server process itself, which runs without a TypeScript loader; lib/i18n/routing.ts and
// lib/i18n/request-path.ts export the same definitions to the app.

/** The only list of interface languages. Everything else derives from it. */
export const locales = Object.freeze(['en', 'fr', 'nl', 'gu', 'hi', 'it', 'ja', 'ko', 'pl', 'pt', 'ru', 'es', 'de']);

export const defaultLocale = 'en';

export function isLocale(value) {
  return typeof value === 'string' && locales.includes(value);
}

/** Splits `/fr/women` into `fr` and `/women`; a path without a locale prefix is the default locale's. */
export function splitLocalePrefix(pathname) {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/', prefixed: true };
  return { locale: defaultLocale, path: pathname.replace(/\/+$/, '') || '/', prefixed: false };
}

/** True for `/dashboard`, `/dashboard/…` and their localized forms (`/fr/dashboard/…`). */
export function isDashboardPath(pathname) {
  if (!pathname) return false;
  return /^\/dashboard(\/|$)/.test(splitLocalePrefix(pathname).path);
}
