'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import { primaryButtonClass, TextAreaField, TextField } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';

type Status = { kind: 'success' | 'error'; key: 'sent' | 'invalid' | 'rateLimited' | 'failed' };

export function ContactForm() {
  const t = useTranslations('Contact');
  const locale = useLocale();
  const [status, setStatus] = useState<Status | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = Object.fromEntries(new FormData(form));
    setPending(true);
    const result = await apiFetch('/api/contact', { method: 'POST', json: { ...input, locale } });
    setPending(false);
    if (result.ok) {
      setStatus({ kind: 'success', key: 'sent' });
      form.reset();
    } else if (result.status === 400) setStatus({ kind: 'error', key: 'invalid' });
    else if (result.status === 429) setStatus({ kind: 'error', key: 'rateLimited' });
    else setStatus({ kind: 'error', key: 'failed' });
  }

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-4">
      {status ? <FormAlert kind={status.kind}>{t(status.key)}</FormAlert> : null}
      <TextField id="contact-name" name="name" label={t('name')} autoComplete="name" required maxLength={100} />
      <TextField id="contact-email" name="email" type="email" label={t('email')} autoComplete="email" required maxLength={254} />
      <TextAreaField id="contact-message" name="message" label={t('message')} rows={6} required maxLength={5000} />
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
