import Cookies from 'js-cookie';

export const CONSENT_COOKIE = 'mySiteCookieConsent';
export const CONSENT_DAYS = 150;

export function hasConsented(): boolean {
  return Cookies.get(CONSENT_COOKIE) !== undefined;
}

export function recordConsent(): void {
  Cookies.set(CONSENT_COOKIE, 'true', { expires: CONSENT_DAYS, path: '/', sameSite: 'lax' });
}
