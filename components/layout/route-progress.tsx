'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

type NProgressModule = typeof import('nprogress');

let loading: Promise<NProgressModule> | null = null;

/** nprogress is only needed once a visitor leaves the page, so it stays out of the first load. */
function loadNProgress(): Promise<NProgressModule> {
  loading ??= import('nprogress').then((module) => {
    const nprogress = (module as NProgressModule & { default?: NProgressModule }).default ?? module;
    nprogress.configure({ showSpinner: false, trickleSpeed: 120 });
    return nprogress;
  });
  return loading;
}

/** True when a click on this anchor will make the App Router load another page. */
function startsNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * The App Router has no navigation events, so the bar starts on a click that leaves the page
 * and finishes when the pathname changes.
 */
export function RouteProgress() {
  const pathname = usePathname();
  // A click's bar starts once nprogress has loaded, unless the next page was quicker.
  const pending = useRef(false);

  useEffect(() => {
    pending.current = false;
    if (loading) void loading.then((nprogress) => nprogress.done());
  }, [pathname]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!(anchor instanceof HTMLAnchorElement) || !startsNavigation(event, anchor)) return;
      pending.current = true;
      void loadNProgress().then((nprogress) => {
        if (pending.current) nprogress.start();
      });
    }
    // Capture phase: <Link> calls preventDefault() on the way up, which would hide the click from us.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
