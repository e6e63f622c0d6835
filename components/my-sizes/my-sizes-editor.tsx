'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import { brandNames } from '@/lib/page-catalogue';
import { useRequireUser } from '@/components/dashboard/use-require-user';
import { PageHeading } from '@/components/dashboard/page-heading';
import { Modal } from '@/components/dashboard/modal';
import { FormAlert } from '@/components/ui/form-alert';
import { MySizesForm } from './my-sizes-form';
import { MY_SIZES_PATH, mySizesErrorCode, type MySizesBody, type MySizesView } from './my-sizes-api';
import { SizesEverywhereTable } from './sizes-everywhere-table';

type Feedback = { kind: 'success' | 'error'; text: string; field: 'footLengthMm' | 'fit' | null } | null;

const dangerButtonClass =
  'inline-flex items-center justify-center rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60';

/** The dashboard's "My sizes": the saved foot length and fit, the form to change them, and the size everywhere. */
export function MySizesEditor() {
  const t = useTranslations('mySizes');
  const { user } = useRequireUser();
  const userId = user?._id;
  const [current, setView] = useState<MySizesView | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void apiFetch<MySizesView>(MY_SIZES_PATH).then((result) => {
      if (cancelled) return;
      if (result.ok) setView(result.data);
      else setLoadFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  async function save(body: MySizesBody) {
    setBusy(true);
    const result = await apiFetch<MySizesView>(MY_SIZES_PATH, { method: 'PUT', json: body });
    setBusy(false);
    if (!result.ok) {
      const code = mySizesErrorCode(result.error.code);
      const field = code === 'fitNotOnChart' ? 'fit' : code === 'generic' ? null : 'footLengthMm';
      return setFeedback({ kind: 'error', text: t(`errors.${code}`), field });
    }
    setView(result.data);
    setFeedback({ kind: 'success', text: t('saved'), field: null });
  }

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await apiFetch<{ deleted: boolean }>(MY_SIZES_PATH, { method: 'DELETE' });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setFeedback({ kind: 'error', text: t('errors.generic'), field: null });
    setView({ mySizes: null, everywhere: null });
    setFeedback({ kind: 'success', text: t('deleted'), field: null });
  }

  if (loadFailed && !current) return <FormAlert kind="error">{t('errors.generic')}</FormAlert>;
  if (!current)
    return (
      <p aria-busy="true" className="text-ink-muted">
        {t('loading')}
      </p>
    );

  const saved = current.mySizes;
  return (
    <div className="min-w-0 space-y-6">
      <PageHeading title={t('title')} intro={t('intro')} />
      {feedback ? <FormAlert kind={feedback.kind}>{feedback.text}</FormAlert> : null}
      <section aria-labelledby="my-sizes-form-heading" className="rounded-xl border border-surface-line bg-white p-4 sm:p-6">
        <h2 id="my-sizes-form-heading" className="text-lg font-semibold">
          {saved ? t('editHeading') : t('addHeading')}
        </h2>
        {saved ? (
          <p className="mt-1 text-sm text-ink-muted" data-testid="my-sizes-summary">
            {saved.source === 'fit' && saved.fit
              ? t('summaryFromFit', { mm: saved.footLengthMm, brand: brandNames[saved.fit.brand], size: saved.fit.size })
              : t('summary', { mm: saved.footLengthMm, source: saved.source })}
          </p>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{t('empty')}</p>
        )}
        <div className="mt-4">
          {/* Keyed by the saved row, so the form shows what was saved after each change. */}
          <MySizesForm key={saved?.updatedAt ?? 'new'} saved={saved} busy={busy} errorField={feedback?.field ?? null} onSave={save} />
        </div>
        {saved ? (
          <div className="mt-6 border-t border-surface-line pt-4">
            <button type="button" className={dangerButtonClass} onClick={() => setConfirming(true)} disabled={busy}>
              {t('delete')}
            </button>
          </div>
        ) : null}
      </section>
      {current.everywhere ? <SizesEverywhereTable view={current.everywhere} /> : null}
      {confirming ? (
        <Modal
          open
          onClose={() => setConfirming(false)}
          title={t('confirmTitle')}
          description={t('confirmText')}
          onSubmit={remove}
          submitLabel={t('confirmDelete')}
          busy={busy}
          busyLabel={t('deleting')}
          tone="danger"
        >
          {null}
        </Modal>
      ) : null}
    </div>
  );
}
