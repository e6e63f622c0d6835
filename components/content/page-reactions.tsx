'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { useAuth } from '@/components/auth/auth-provider';
import { apiFetch } from '@/lib/auth/client/api-client';
import { Link } from '@/lib/i18n/navigation';

type Counts = { likes: number; unlikes: number };
type Mine = Counts & { mine: 'like' | 'unlike' | null; reported: boolean };

const REASON_MAX = 500;

/**
 * Likes, unlikes and reports. Rendered in the browser so the page around it stays static: the counts
 * come from the API, and a logged-in visitor's own reaction with them.
 */
export function PageReactions({ category, language }: { category: string; language: string }) {
  const t = useTranslations('ContentReactions');
  const { user } = useAuth();
  const [state, setState] = useState<Mine | null>(null);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const query = `category=${encodeURIComponent(category)}&language=${encodeURIComponent(language)}`;

  const load = useCallback(async () => {
    const result = user ? await apiFetch<Mine>(`/api/reactions/mine?${query}`) : await apiFetch<Counts>(`/api/reactions?${query}`);
    if (result.ok) setState({ mine: null, reported: false, ...result.data });
    else console.error('Reactions could not be loaded:', result.error.message);
  }, [query, user]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the counts are only known in the browser
    void load();
  }, [load]);

  async function send(body: { action: 'like' | 'unlike' | 'clear' } | { action: 'report'; reason: string }) {
    setBusy(true);
    const result = await apiFetch<Mine>('/api/reactions', { method: 'POST', json: { category, language, ...body } });
    setBusy(false);
    if (!result.ok) {
      notify('error', t('failed'));
      return false;
    }
    setState(result.data);
    return true;
  }

  function toggle(kind: 'like' | 'unlike') {
    void send({ action: state?.mine === kind ? 'clear' : kind });
  }

  async function submitReport(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    if (await send({ action: 'report', reason: reason.trim() })) {
      setReporting(false);
      setReason('');
      notify('success', t('reported'));
    }
  }

  const counts = state ?? { likes: 0, unlikes: 0, mine: null, reported: false };
  const button = 'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm disabled:opacity-60';
  return (
    <section aria-label={t('label')} className="mt-10 rounded-xl border border-surface-line p-5" data-reactions>
      <p className="font-medium text-ink">{t('question')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-pressed={counts.mine === 'like'}
          disabled={!user || busy}
          onClick={() => toggle('like')}
          className={`${button} ${counts.mine === 'like' ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-surface-line text-ink'}`}
        >
          <span aria-hidden="true">👍</span> {t('like')} <span data-count="likes">{counts.likes}</span>
        </button>
        <button
          type="button"
          aria-pressed={counts.mine === 'unlike'}
          disabled={!user || busy}
          onClick={() => toggle('unlike')}
          className={`${button} ${counts.mine === 'unlike' ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-surface-line text-ink'}`}
        >
          <span aria-hidden="true">👎</span> {t('unlike')} <span data-count="unlikes">{counts.unlikes}</span>
        </button>
        {user ? (
          counts.reported ? (
            <span className="text-sm text-ink-soft">{t('alreadyReported')}</span>
          ) : (
            <button
              type="button"
              onClick={() => setReporting((open) => !open)}
              aria-expanded={reporting}
              className="text-sm text-ink-soft underline"
            >
              {t('report')}
            </button>
          )
        ) : (
          <Link href="/login" className="text-sm text-brand-700 underline">
            {t('loginToReact')}
          </Link>
        )}
      </div>
      {reporting ? (
        <form onSubmit={submitReport} className="mt-4 space-y-2">
          <label htmlFor="report-reason" className="block text-sm font-medium text-ink">
            {t('reasonLabel')}
          </label>
          <textarea
            id="report-reason"
            required
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded-md border border-surface-line p-2 text-sm"
            rows={3}
          />
          <button
            type="submit"
            disabled={busy || !reason.trim()}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {t('sendReport')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
