'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiFetch, type ApiErrorBody } from '@/lib/auth-client/api-client';

export type ApiResource<T> = { data: T | null; error: ApiErrorBody | null; loading: boolean; reload: () => void };

type Loaded<T> = { key: string; data: T | null; error: ApiErrorBody | null };

/**
 * GETs an API path with the user's token, again whenever the path changes or `reload` is called.
 * While a new answer loads, the previous one stays on screen.
 */
export function useApiResource<T>(path: string): ApiResource<T> {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const key = `${version}:${path}`;

  useEffect(() => {
    let cancelled = false;
    void apiFetch<T>(path).then((result) => {
      if (cancelled) return;
      setLoaded((previous) =>
        result.ok ? { key, data: result.data, error: null } : { key, data: previous?.data ?? null, error: result.error },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [key, path]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data: loaded?.data ?? null, error: loaded?.error ?? null, loading: loaded?.key !== key, reload };
}
