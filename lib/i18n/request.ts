import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';
import { withFallback } from './fallback-messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../messages/${locale}.json`)).default;
  if (locale === routing.defaultLocale) return { locale, messages };
  const fallback = (await import(`../../messages/${routing.defaultLocale}.json`)).default;
  return { locale, messages: withFallback(messages, fallback) };
});
