'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { apiFetch } from '@/lib/auth/client/api-client';
import { signupSchema } from '@/lib/validations/auth';
import { primaryButtonClass, TextField } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useAuth } from './auth-provider';
import { useErrorText } from './use-error-text';

type Field = 'username' | 'email' | 'password' | 'confirmPassword';

export function SignupForm() {
  const t = useTranslations('Signup');
  const { acceptToken } = useAuth();
  const router = useRouter();
  const { message: errorMessage } = useErrorText();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = Object.fromEntries(new FormData(event.currentTarget));
    setError(null);
    // The same rules the server applies, checked first for a quicker answer.
    const parsed = signupSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= errorMessage(issue.message);
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    const result = await apiFetch<{ token: string }>('/api/signup', { method: 'POST', json: parsed.data });
    if (result.ok) {
      await acceptToken(result.data.token);
      router.push('/dashboard');
      return;
    }
    setSubmitting(false);
    const fields = result.error.fields ?? {};
    if (Object.keys(fields).length) {
      setFieldErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, errorMessage(code)])));
    } else {
      setError(errorMessage(result.error));
    }
  }

  const describedBy = (field: Field) => (fieldErrors[field] ? `signup-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    fieldErrors[field] ? (
      <p id={`signup-${field}-error`} className="mt-1 text-sm text-red-700">
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <div>
        <TextField
          id="signup-username"
          name="username"
          label={t('username')}
          autoComplete="username"
          aria-invalid={!!fieldErrors.username}
          aria-describedby={describedBy('username')}
        />
        {fieldError('username')}
      </div>
      <div>
        <TextField
          id="signup-email"
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          aria-invalid={!!fieldErrors.email}
          aria-describedby={describedBy('email')}
        />
        {fieldError('email')}
      </div>
      <div>
        <TextField
          id="signup-password"
          name="password"
          type="password"
          label={t('password')}
          autoComplete="new-password"
          aria-invalid={!!fieldErrors.password}
          aria-describedby={describedBy('password') ?? 'signup-password-hint'}
        />
        <p id="signup-password-hint" className="mt-1 text-xs text-ink-soft">
          {t('passwordHint')}
        </p>
        {fieldError('password')}
      </div>
      <div>
        <TextField
          id="signup-confirmPassword"
          name="confirmPassword"
          type="password"
          label={t('confirmPassword')}
          autoComplete="new-password"
          aria-invalid={!!fieldErrors.confirmPassword}
          aria-describedby={describedBy('confirmPassword')}
        />
        {fieldError('confirmPassword')}
      </div>
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} w-full`}>
        {submitting ? t('submitting') : t('submit')}
      </button>
      <p className="text-center text-sm text-ink-muted">
        {t('haveAccount')}{' '}
        <Link href="/login" className="font-medium text-brand-700 underline">
          {t('login')}
        </Link>
      </p>
    </form>
  );
}
