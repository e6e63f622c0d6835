import Cookies from 'js-cookie';
import { localeCookie, type Locale } from './routing';

/** Remembers the visitor's choice of language for their next unprefixed visit. Only the switcher calls it. */
export function rememberLocale(locale: Locale): void {
  Cookies.set(localeCookie.name, locale, { expires: localeCookie.maxAgeDays, path: '/', sameSite: 'lax' });
}
