'use client';

import { useIdleImport } from '@/components/ui/use-idle-import';

const loadCookieNotice = () => import('./cookie-notice');

/**
 * The cookie notice can only show after hydration anyway (the consent cookie is read in the
 * browser), so its code, with the cookie library, loads once the page is idle instead of with the
 * page's first scripts. It is fixed to the bottom of the window: appearing later shifts nothing.
 */
export function DeferredCookieNotice() {
  const { loaded } = useIdleImport(loadCookieNotice);
  return loaded ? <loaded.CookieNotice /> : null;
}
