'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '@/lib/auth-client/api-client';

/** GETs an admin endpoint once the page knows an admin is logged in; `reload` fetches again. */
export function useAdminGet<T>(path: string | null) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    if (!path) return;
    const result = await apiFetch<T>(path);
    setFailed(!result.ok);
    if (result.ok) setData(result.data);
  }, [path]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads from the API after mount
    void reload();
  }, [reload]);
  return { data, failed, reload, setData };
}
