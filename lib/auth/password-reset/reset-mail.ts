import 'server-only';
import { createTranslator } from 'next-intl';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { sendMail } from '@/lib/admin/mail/send-mail';
import { absoluteUrl } from '@/lib/seo/urls';
import { RESET_TOKEN_LIFETIME_MINUTES } from './reset-token';

/** The reset link, written in the language the visitor asked in; the outbox keeps the mail without it. */
export async function sendResetMail(address: string, token: string, locale: Locale): Promise<void> {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'PasswordResetMail' });
  const link = `${absoluteUrl(env.SITE_URL, locale, '/reset-password')}?token=${encodeURIComponent(token)}`;
  await sendMail({
    to: [address],
    subject: t('subject'),
    text: t('body', { link, minutes: RESET_TOKEN_LIFETIME_MINUTES }),
    // Every administrator reads the outbox: a live link there would let any of them take the account.
    outboxText: t('body', { link: t('linkWithheld'), minutes: RESET_TOKEN_LIFETIME_MINUTES }),
  });
}
