'use client';

import { useTranslations } from 'next-intl';
import type { ApiErrorBody } from '@/lib/auth-client/api-client';

const translated = new Set([
  'selfAction',
  'lastAdmin',
  'notFound',
  'emailTaken',
  'invalidImage',
  'invalidEmail',
  'invalidUsername',
  'tooManyRecipients',
  'mailFailed',
  'forbidden',
  'sessionExpired',
  'invalidInput',
  'unavailable',
] as const);
type TranslatedCode = typeof translated extends Set<infer C> ? C : never;

/**
 * "Failed to ban user." plus the server's reason, in the visitor's language when the reason is one
 * the client knows, in the server's words otherwise.
 */
export function useFailureText() {
  const t = useTranslations('AdminErrors');
  const common = useTranslations('AdminCommon');
  return (failure: string, error: ApiErrorBody): string => {
    const code = error.code as TranslatedCode;
    let reason = '';
    if (code === 'mailFailed') reason = t('mailFailed', { reason: error.reason ?? error.message });
    else if (translated.has(code)) reason = t(code);
    else if (error.message) reason = error.message;
    return reason ? common('failedWithReason', { failure, reason }) : failure;
  };
}
