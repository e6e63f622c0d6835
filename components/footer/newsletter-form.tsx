'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth/client/api-client';

type Outcome = 'subscribed' | 'already' | 'invalid';

/**
 * Posts as a plain HTML form without JavaScript (the API then redirects to a result page); with
 * JavaScript it stays on the page and says the outcome in a toast and beside the field.
 */
export function NewsletterForm() {
  const t = useTranslations('Footer');
  const result = useTranslations('Newsletter');
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setPending(true);
    const response = await apiFetch<{ status: Outcome }>('/api/newsletter', { method: 'POST', json: { email, locale } });
    setPending(false);
    const outcome: Outcome | 'failed' = response.ok ? response.data.status : response.status === 400 ? 'invalid' : 'failed';
    const text = result(outcome);
    const kind = outcome === 'subscribed' || outcome === 'already' ? 'success' : 'error';
    setMessage({ kind, text });
    if (kind === 'success') {
      notify('success', text);
      form.reset();
    } else {
      notify('error', text);
    }
  }

  return (
    <>
      <form
        method="post"
        action="/api/newsletter"
        onSubmit={onSubmit}
        className="mt-3 flex max-w-sm gap-2"
        aria-label={t('newsletterTitle')}
      >
        <input type="hidden" name="locale" value={locale} />
        <label htmlFor="newsletter-email" className="sr-only">
          {t('emailLabel')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          className="min-w-0 flex-1 rounded-md border border-surface-line bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-soft"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? t('subscribing') : t('subscribe')}
        </button>
      </form>
      <p aria-live="polite" className={`mt-2 min-h-5 text-sm ${message?.kind === 'error' ? 'text-red-700' : 'text-emerald-700'}`}>
        {message?.text}
      </p>
    </>
  );
}
