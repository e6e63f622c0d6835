'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * A module a component needs for an interaction, not for the page's first paint (the header's Radix
 * menus): imported once the browser is idle after hydration, so it stays out of the page's
 * first-load JavaScript. `now()` imports it at once, for a visitor quicker than that. Null until
 * loaded. `load` must keep its identity (declare it at module level, or memoize it).
 */
export function useIdleImport<T>(load: () => Promise<T>): { loaded: T | null; now: () => void } {
  const [loaded, setLoaded] = useState<T | null>(null);
  const started = useRef(false);

  const now = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void load().then((module) => setLoaded(() => module));
  }, [load]);

  useEffect(() => {
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const id = idle.requestIdleCallback(now, { timeout: 2000 });
      return () => idle.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(now, 50);
    return () => window.clearTimeout(id);
  }, [now]);

  return { loaded, now };
}

/**
 * A dropdown menu loaded with `useIdleImport`, and the button that stands in for its trigger until
 * then: it looks the same and has the same menu-button semantics, a click opens the menu as soon as
 * it has loaded, and the menu's own button takes over the focus if the stand-in had it.
 */
export function useDeferredMenu<T>(load: () => Promise<T>) {
  const { loaded, now } = useIdleImport(load);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    loaded,
    /** For the loaded menu: open it if the stand-in was clicked, focus it if the stand-in had the focus. */
    handOver: { defaultOpen: openOnLoad, autoFocus: focused },
    /** Spread on the stand-in `<button>`. */
    standIn: {
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
