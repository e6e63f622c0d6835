import { useSyncExternalStore } from 'react';
import { CONSENT_EVENT, readConsent, type Consent } from './consent-cookie';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_EVENT, onChange);
}

/**
 * The visitor's cookie choice, kept current as it changes anywhere on the page (the notice, the
 * privacy page). Null while rendering on the server and hydrating: pages are static, so the cookie
 * is only known in the browser.
 */
export function useConsent(): Consent | null {
  return useSyncExternalStore<Consent | null>(subscribe, readConsent, () => null);
}
