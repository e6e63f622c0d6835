'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { Link } from '@/lib/i18n/navigation';
import type { SaveState } from './use-save-foot-length';

const buttonClass =
  'inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * "Save to my sizes" for a logged-in user, a link to log in for a visitor. The caller owns the
 * save (useSaveFootLength) so that it can reset the outcome when the length changes.
 */
export function SaveFootLength({ state, onSave, disabled }: { state: SaveState; onSave: () => void; disabled?: boolean }) {
  const t = useTranslations('mySizes');
  const { user, loading } = useAuth();
  if (loading) return null;
  if (!user) {
    return (
      <p className="text-sm">
        <Link href="/login" className="font-medium text-brand-700 underline underline-offset-2">
          {t('save.login')}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <button type="button" className={buttonClass} onClick={onSave} disabled={disabled || state.status === 'saving'}>
        {state.status === 'saving' ? t('save.saving') : t('save.button')}
      </button>
      <div aria-live="polite" className="text-sm">
        {state.status === 'saved' ? (
          <p className="text-emerald-800">
            {t('save.saved')}{' '}
            <Link href="/dashboard/my-sizes" className="font-medium underline underline-offset-2">
              {t('save.view')}
            </Link>
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <p role="alert" className="text-red-800">
            {t(`errors.${state.code}`)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
