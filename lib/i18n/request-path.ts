import { defaultLocale, isLocale, type Locale } from './routing';

/** Splits `/fr/women` into `fr` and `/women`; a path without a locale prefix is the default locale's. */
export function splitLocalePrefix(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/', prefixed: true };
  return { locale: defaultLocale, path: pathname.replace(/\/+$/, '') || '/', prefixed: false };
}

/** True for `/dashboard`, `/dashboard/…` and their localized forms (`/fr/dashboard/…`). */
export function isDashboardPath(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  return /^\/dashboard(\/|$)/.test(splitLocalePrefix(pathname).path);
}
