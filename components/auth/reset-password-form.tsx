'use client';

import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { apiFetch } from '@/lib/auth/client/api-client';
import { removeToken } from '@/lib/auth/client/token-storage';
import { passwordResetConfirmSchema } from '@/lib/validations/auth';
import { primaryButtonClass, TextField } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useErrorText } from './use-error-text';

/** Reads the token from the link in the email (?token=…) and sets the new password with it. */
export function ResetPasswordForm() {
  const t = useTranslations('PasswordReset');
  const token = useSearchParams().get('token') ?? '';
  const { message: errorMessage } = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (!token) {
    return (
      <div className="space-y-3">
        <FormAlert kind="error">{t('missingToken')}</FormAlert>
        <Link href="/forgot-password" className="font-medium text-brand-700 underline">
          {t('askAgain')}
        </Link>
      </div>
    );
  }
  if (done) {
    return (
      <div className="space-y-3">
        <FormAlert kind="success">{t('done')}</FormAlert>
        <Link href="/login" className="font-medium text-brand-700 underline">
          {t('loginLink')}
        </Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = passwordResetConfirmSchema.safeParse({
      token,
      password: form.get('password'),
      confirmPassword: form.get('confirmPassword'),
    });
    if (!parsed.success) return setError(errorMessage(parsed.error.issues[0]!.message));
    setSubmitting(true);
    const result = await apiFetch('/api/password-reset/confirm', { method: 'POST', json: parsed.data });
    setSubmitting(false);
    if (!result.ok) return setError(errorMessage(result.error));
    // Every session of the account has just ended, this browser's included.
    removeToken();
    setDone(true);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <TextField id="reset-password" name="password" type="password" label={t('password')} autoComplete="new-password" />
      <TextField id="reset-confirm" name="confirmPassword" type="password" label={t('confirmPassword')} autoComplete="new-password" />
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} w-full`}>
        {submitting ? t('submitting') : t('resetSubmit')}
      </button>
      {error ? (
        <Link href="/forgot-password" className="block text-center text-sm text-brand-700 underline">
          {t('askAgain')}
        </Link>
      ) : null}
    </form>
  );
}
