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
 * loaded. `load` must keep its identity (declare it at module level).
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
