'use client';

import { useTranslations } from 'next-intl';
import type { ApiErrorBody } from '@/lib/auth-client/api-client';

const knownCodes = new Set([
  'invalidCredentials',
  'banned',
  'tooManyAttempts',
  'emailTaken',
  'weakPassword',
  'passwordTooLong',
  'passwordMismatch',
  'invalidEmail',
  'invalidUsername',
  'wrongCurrentPassword',
  'invalidImage',
  'invalidResetToken',
  'sessionExpired',
  'unavailable',
  'storageFull',
  'generic',
] as const);

type KnownCode = typeof knownCodes extends Set<infer C> ? C : never;

/** Turns an API error (or a form-validation code) into a sentence in the visitor's language. */
export function useErrorMessage() {
  const t = useTranslations('AuthErrors');
  return (error: ApiErrorBody | string): string => {
    const body = typeof error === 'string' ? { code: error, message: '' } : error;
    const code: KnownCode = knownCodes.has(body.code as KnownCode) ? (body.code as KnownCode) : 'generic';
    if (code === 'banned') return t('banned', { reason: body.reason || '—' });
    if (code === 'tooManyAttempts') return t('tooManyAttempts', { minutes: Math.max(1, Math.ceil((body.retryAfterSeconds ?? 60) / 60)) });
    return t(code);
  };
}
