import Cookies from 'js-cookie';

export const CONSENT_COOKIE = 'mySiteCookieConsent';
export const CONSENT_DAYS = 150;
/** Dispatched on window when the visitor accepts, so scripts waiting for consent can start. */
export const CONSENT_EVENT = 'cookie-consent-given';

export function hasConsented(): boolean {
  return Cookies.get(CONSENT_COOKIE) !== undefined;
}

export function recordConsent(): void {
  Cookies.set(CONSENT_COOKIE, 'true', { expires: CONSENT_DAYS, path: '/', sameSite: 'lax' });
  window.dispatchEvent(new Event(CONSENT_EVENT));
}
