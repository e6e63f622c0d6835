import Cookies from 'js-cookie';

export const CONSENT_COOKIE = 'mySiteCookieConsent';
export const CONSENT_DAYS = 150;
/** Dispatched on window whenever the visitor accepts or declines, so every part of the page follows the choice. */
export const CONSENT_EVENT = 'cookie-consent-changed';

/** The visitor's answer to the cookie notice: accepted, declined, or not given yet. */
export type Consent = 'accepted' | 'declined' | 'unset';

export function readConsent(): Consent {
  const value = Cookies.get(CONSENT_COOKIE);
  if (value === 'true') return 'accepted';
  // Any other value is a refusal: only an explicit "true" lets third-party scripts run.
  return value === undefined ? 'unset' : 'declined';
}

/** Stores the answer (the same cookie either way, "true" or "false", for 150 days) and tells the page. */
export function recordConsent(accepted: boolean): void {
  Cookies.set(CONSENT_COOKIE, String(accepted), { expires: CONSENT_DAYS, path: '/', sameSite: 'lax' });
  window.dispatchEvent(new Event(CONSENT_EVENT));
}
