import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { locale as localeParam } from 'next/root-params';
import { routing } from './routing';
import { withFallback } from './fallback-messages';

// The locale is the root layout's `[locale]` segment, read with next/root-params, so every server
// component knows it without headers() and static pages stay static. An explicit locale
// (getTranslations({ locale })) wins; outside `[locale]` there is none and the default applies.
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await localeParam());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../messages/${locale}.json`)).default;
  if (locale === routing.defaultLocale) return { locale, messages };
  const fallback = (await import(`../../messages/${routing.defaultLocale}.json`)).default;
  return { locale, messages: withFallback(messages, fallback) };
});
