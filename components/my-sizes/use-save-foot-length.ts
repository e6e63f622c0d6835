'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/auth/client/api-client';
import { MY_SIZES_PATH, mySizesErrorCode, type MySizesBody, type MySizesErrorCode, type MySizesView } from './my-sizes-api';

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; code: MySizesErrorCode };

/**
 * Saves a measured foot length to the user's sizes. A brand fit already saved for the same group
 * is kept; one saved for another group would no longer match its chart, so it is dropped.
 */
export function useSaveFootLength() {
  const [state, setState] = useState<SaveState>({ status: 'idle' });

  async function save(body: Required<Pick<MySizesBody, 'gender' | 'footLengthMm' | 'source'>>) {
    setState({ status: 'saving' });
    const current = await apiFetch<MySizesView>(MY_SIZES_PATH);
    const saved = current.ok ? current.data.mySizes : null;
    const fit = saved?.fit && saved.gender === body.gender ? saved.fit : null;
    const result = await apiFetch<MySizesView>(MY_SIZES_PATH, { method: 'PUT', json: { ...body, fit } });
    setState(result.ok ? { status: 'saved' } : { status: 'failed', code: mySizesErrorCode(result.error.code) });
  }

  return { state, save, reset: () => setState({ status: 'idle' }) };
}
