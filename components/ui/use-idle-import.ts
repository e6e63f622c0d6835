'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Calls `callback` once the browser is idle (or soon, without requestIdleCallback); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(callback, { timeout: 2000 });
    return () => idle.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(callback, 50);
  return () => window.clearTimeout(id);
}

/**
 * A module a component needs for an interaction, not for the page's first paint (the header's Radix
 * menus): imported once the browser is idle after hydration, so it stays out of the page's
 * first-load JavaScript. `now()` imports it at once, for a visitor quicker than that. Null until
 * loaded. `load` must keep its identity (declare it at module level, or memoize it).
 *
 * With `shown`, the element that stands in for the part: the import waits until that element is
 * displayed, so a part hidden at this width (the desktop menus on a phone) costs the page nothing
 * until the window grows or the part is used; without one mounted, only `now()` imports.
 */
export function useIdleImport<T>(load: () => Promise<T>, shown?: RefObject<Element | null>): { loaded: T | null; now: () => void } {
  const [loaded, setLoaded] = useState<T | null>(null);
  const started = useRef(false);

  const now = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void load().then((module) => setLoaded(() => module));
  }, [load]);

  useEffect(() => {
    if (!shown) return whenIdle(now);
    const element = shown.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return whenIdle(now);
    let cancelIdle = () => {};
    // A display:none element never intersects; the sticky header's parts do as soon as they show.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(now);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [now, shown]);

  return { loaded, now };
}

/**
 * A dropdown menu loaded with `useIdleImport`, and the button that stands in for its trigger until
 * then: it looks the same and has the same menu-button semantics, a click opens the menu as soon as
 * it has loaded, and the menu's own button takes over the focus if the stand-in had it.
 */
export function useDeferredMenu<T>(load: () => Promise<T>) {
  const ref = useRef<HTMLButtonElement>(null);
  const { loaded, now } = useIdleImport(load, ref);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    loaded,
    /** For the loaded menu: open it if the stand-in was clicked, focus it if the stand-in had the focus. */
    handOver: { defaultOpen: openOnLoad, autoFocus: focused },
    /** Spread on the stand-in `<button>`. */
    standIn: {
      ref,
      type: 'button' as const,
      'data-deferred': '',
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
      onClick: () => {
        setOpenOnLoad(true);
        now();
      },
    },
  };
}
