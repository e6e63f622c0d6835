'use client';

import { useTranslations } from 'next-intl';
import type { ApiErrorBody } from '@/lib/auth/client/api-client';

/** What a list shows while it loads or after it failed to, with a way to try again. */
export function LoadState({ loading, error, onRetry }: { loading: boolean; error: ApiErrorBody | null; onRetry: () => void }) {
  const t = useTranslations('AdminCommon');
  if (error) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={onRetry} className="mt-2 font-medium underline">
          {t('retry')}
        </button>
      </div>
    );
  }
  if (loading)
    return (
      <p aria-busy="true" className="text-sm text-ink-muted">
        {t('loading')}
      </p>
    );
  return null;
}
