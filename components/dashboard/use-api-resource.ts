'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch, type ApiErrorBody } from '@/lib/auth/client/api-client';

export type ApiResource<T> = {
  data: T | null;
  error: ApiErrorBody | null;
  loading: boolean;
  /** Fetches again; settles when the new answer is in. */
  reload: () => Promise<void>;
  /** Replaces what is shown with a copy the caller already has (a save's answer, say). */
  setData: (data: T) => void;
};

type Loaded<T> = { key: string; data: T | null; error: ApiErrorBody | null };

/**
 * The dashboard's one data hook: GETs an API path with the user's token, again whenever the path
 * changes or `reload` is called. While a new answer loads, the previous one stays on screen.
 */
export function useApiResource<T>(path: string): ApiResource<T> {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const reloads = useRef<(() => void)[]>([]);
  const key = `${version}:${path}`;

  useEffect(() => {
    let cancelled = false;
    void apiFetch<T>(path).then((result) => {
      if (cancelled) return;
      setLoaded((previous) =>
        result.ok ? { key, data: result.data, error: null } : { key, data: previous?.data ?? null, error: result.error },
      );
      for (const settle of reloads.current.splice(0)) settle();
    });
    return () => {
      cancelled = true;
    };
  }, [key, path]);

  const reload = useCallback(
    () =>
      new Promise<void>((settle) => {
        reloads.current.push(settle);
        setVersion((current) => current + 1);
      }),
    [],
  );
  const setData = useCallback((data: T) => setLoaded({ key, data, error: null }), [key]);
  return { data: loaded?.data ?? null, error: loaded?.error ?? null, loading: loaded?.key !== key, reload, setData };
}
