import 'server-only';
import { enforceWindow, type WindowPolicy } from '@/lib/auth/rate-limit';
import { deleteExpiredPasswordResets, insertPasswordReset } from '@/lib/db/queries/password-resets';
import { findUserByEmail } from '@/lib/db/queries/users';
import { ApiError } from '@/lib/http/api-error';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import { logSecurityEvent } from '@/lib/security-log';
import { sendResetMail } from './reset-mail';
import { hashResetToken, newResetToken, RESET_TOKEN_LIFETIME_MINUTES } from './reset-token';

export const resetIpPolicy: WindowPolicy = { name: 'reset-ip', limit: 10, windowMs: 60 * 60_000 };
const ISSUE_DELAY_MS = 20;
export const resetAddressPolicy: WindowPolicy = { name: 'reset-address', limit: 3, windowMs: 60 * 60_000 };

/**
 * Sends a single-use reset link when the address has an account. The answer is the same either
 * way, and the link is stored and mailed after the answer, so neither the reply nor its timing
 * tells whether the address is registered. Limited per address here, whether or not it exists
 * (and per client address by the route).
 */
export async function requestPasswordReset(input: { email: string; locale?: string }, ip: string): Promise<void> {
  const account = input.email.toLowerCase();
  try {
    await enforceWindow(resetAddressPolicy, account);
  } catch (error) {
    if (error instanceof ApiError)
      logSecurityEvent({ event: 'password-reset-request', outcome: 'refused', ip, account, reason: error.code });
    throw error;
  }
  // The same line whether or not the address has an account, like the answer.
  logSecurityEvent({ event: 'password-reset-request', outcome: 'success', ip, account });
  const locale = isLocale(input.locale) ? input.locale : defaultLocale;
  // The account is looked up, and its link made, a moment after the answer has left, whether or not the
  // address has one: the request does the same work on both paths, and none of this lands inside it.
  // Not next/server's after(): it throws outside Next's own request scope, which Next offers no public
  // way to set up, so the route tests (which call the handler directly) could not run this path.
  setTimeout(
    () => void issueResetLink(input.email, locale).catch((error: Error) => console.error('Password reset mail failed:', error.message)),
    ISSUE_DELAY_MS,
  );
}

async function issueResetLink(email: string, locale: Locale): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const now = Date.now();
  const token = newResetToken();
  await deleteExpiredPasswordResets(new Date(now).toISOString());
  await insertPasswordReset({
    token_hash: hashResetToken(token),
    user_id: user.id,
    expires_at: new Date(now + RESET_TOKEN_LIFETIME_MINUTES * 60_000).toISOString(),
    used_at: null,
    created_at: new Date(now).toISOString(),
  });
  await sendResetMail(user.email, token, locale);
}
