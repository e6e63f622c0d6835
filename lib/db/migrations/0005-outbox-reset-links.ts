import 'server-only';
import { sql, type Kysely } from 'kysely';
import { translatorFor } from '@/lib/content/defaults/translator';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { splitLocalePrefix } from '@/lib/i18n/request-path';

/** A reset link as versions before the withheld link kept it: `<SITE_URL>[/<locale>]/reset-password?token=…`. */
const RESET_LINK = /\S*\/reset-password\?token=\S*/g;

function localeOfLink(link: string): Locale {
  try {
    return splitLocalePrefix(new URL(link).pathname).locale;
  } catch {
    return defaultLocale;
  }
}

/**
 * Reset mail that earlier versions kept in the outbox whole, live link included, gets the same
 * note in place of its link that the outbox keeps today (in the language of the link), so no
 * administrator or copy of the database holds a link that resets someone's password.
 */
export function outboxResetLinks() {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ id: string; body: string }>`
        select id, body from mail_outbox where body like ${'%/reset-password?token=%'}`.execute(db);
      for (const row of rows) {
        let body = row.body;
        for (const link of new Set(row.body.match(RESET_LINK))) {
          const t = await translatorFor(localeOfLink(link));
          body = body.replaceAll(link, t('PasswordResetMail.linkWithheld'));
        }
        await sql`update mail_outbox set body = ${body} where id = ${row.id}`.execute(db);
      }
    },
    // Nothing to undo: the links are gone for good, as they should be.
    async down() {},
  };
}
