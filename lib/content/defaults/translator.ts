import 'server-only';
import type { Messages } from 'next-intl';
import { createTranslator } from 'use-intl/core';
import { withFallback } from '@/lib/i18n/fallback-messages';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';

/**
 * Messages of one locale, English filling gaps, loaded without a request: the shipped content is
 * built by the start script (to seed the database) and by `next build` (the static pages), where
 * next-intl's request config is not there to ask.
 */
async function loadMessages(locale: Locale): Promise<Messages> {
  const own = (await import(`../../../messages/${locale}.json`)).default as Messages;
  if (locale === defaultLocale) return own;
  const fallback = (await import(`../../../messages/${defaultLocale}.json`)).default as Messages;
  return withFallback(own, fallback);
}

const makeTranslator = (locale: Locale, messages: Messages) => createTranslator({ locale, messages });
export type AppTranslator = ReturnType<typeof makeTranslator>;

const translators = new Map<Locale, Promise<AppTranslator>>();

export function translatorFor(locale: Locale): Promise<AppTranslator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadMessages(locale).then((messages) => makeTranslator(locale, messages));
    translators.set(locale, translator);
  }
  return translator;
}
