'use client';

import { useTranslations } from 'next-intl';
import type { ApiErrorBody } from '@/lib/auth/client/api-client';

/** Codes the account forms explain in their own words (AuthErrors); any other code reads as `generic`. */
const accountCodes = new Set([
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
type AccountCode = typeof accountCodes extends Set<infer C> ? C : never;

/** Codes an admin action's failure explains (AdminErrors); any other code keeps the server's words. */
const adminCodes = new Set([
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
type AdminCode = typeof adminCodes extends Set<infer C> ? C : never;

/**
 * The one translator of API error codes into the visitor's language: `message` for a form (an
 * account form or an admin's own profile), `failure` for an admin action ("Failed to ban user."
 * plus the reason, in the server's words when the client does not know the code).
 */
export function useErrorText() {
  const account = useTranslations('AuthErrors');
  const admin = useTranslations('AdminErrors');
  const common = useTranslations('AdminCommon');

  function message(error: ApiErrorBody | string): string {
    const body = typeof error === 'string' ? { code: error, message: '' } : error;
    const code: AccountCode = accountCodes.has(body.code as AccountCode) ? (body.code as AccountCode) : 'generic';
    if (code === 'banned') return account('banned', { reason: body.reason || '—' });
    if (code === 'tooManyAttempts') {
      return account('tooManyAttempts', { minutes: Math.max(1, Math.ceil((body.retryAfterSeconds ?? 60) / 60)) });
    }
    return account(code);
  }

  function failure(what: string, error: ApiErrorBody): string {
    const code = error.code as AdminCode;
    let reason = '';
    if (code === 'mailFailed') reason = admin('mailFailed', { reason: error.reason ?? error.message });
    else if (adminCodes.has(code)) reason = admin(code);
    else if (error.message) reason = error.message;
    return reason ? common('failedWithReason', { failure: what, reason }) : what;
  }

  return { message, failure };
}
