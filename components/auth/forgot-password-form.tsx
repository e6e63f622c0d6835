'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import { emailSchema } from '@/lib/validations/auth';
import { primaryButtonClass, TextField } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useErrorText } from './use-error-text';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('PasswordReset');
  const locale = useLocale();
  const { message: errorMessage } = useErrorText();
  const [state, setState] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(new FormData(event.currentTarget).get('email'));
    if (!parsed.success) return setState({ kind: 'error', text: errorMessage(parsed.error.issues[0]!.message) });
    setSubmitting(true);
    const result = await apiFetch('/api/password-reset', { method: 'POST', json: { email: parsed.data, locale } });
    setSubmitting(false);
    setState(result.ok ? { kind: 'success', text: t('sent') } : { kind: 'error', text: errorMessage(result.error) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {state ? <FormAlert kind={state.kind}>{state.text}</FormAlert> : null}
      <TextField id="forgot-email" name="email" type="email" label={t('email')} autoComplete="email" />
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} w-full`}>
        {submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
