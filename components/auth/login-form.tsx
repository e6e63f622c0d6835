'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { primaryButtonClass, TextField } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useAuth } from './auth-provider';
import { useErrorText } from './use-error-text';

/** No client-side validation: the server decides, and its (generic) answer is shown translated. */
export function LoginForm() {
  const t = useTranslations('Login');
  const reset = useTranslations('PasswordReset');
  const { login } = useAuth();
  const router = useRouter();
  const { message: errorMessage } = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    const result = await login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    setSubmitting(false);
    if (result.ok) router.push('/dashboard');
    else setError(errorMessage(result.error));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <TextField id="login-email" name="email" type="email" label={t('email')} autoComplete="email" />
      <TextField id="login-password" name="password" type="password" label={t('password')} autoComplete="current-password" />
      <p className="text-right text-sm">
        <Link href="/forgot-password" className="text-brand-700 underline">
          {reset('forgotLink')}
        </Link>
      </p>
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} w-full`}>
        {submitting ? t('submitting') : t('submit')}
      </button>
      <p className="text-center text-sm text-ink-muted">
        {t('noAccount')}{' '}
        <Link href="/signup" className="font-medium text-brand-700 underline">
          {t('signup')}
        </Link>
      </p>
    </form>
  );
}
