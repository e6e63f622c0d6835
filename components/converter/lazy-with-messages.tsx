'use client';

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { hasLocale, NextIntlClientProvider, useLocale, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';

type TimeZone = ReturnType<typeof useTimeZone>;

/**
 * A client component whose code and messages are both fetched when hydration reaches it, side by
 * side: the code from `loadComponent`, the messages of the page's language from `loadMessages` (a
 * file under messages/, written by `npm run messages:converter`), so that neither is among the
 * page's first scripts nor inside its HTML. The server renders it in full. There is deliberately
 * no Suspense boundary: one would let React move a boundary this large to the end of the HTML and
 * reveal it from a script later (a layout shift), while without one the server writes it in place
 * and hydration simply waits. Each language's component is made once, at module load.
 */
export function lazyWithMessages<P extends object>(
  loadComponent: () => Promise<ComponentType<P>>,
  loadMessages: (locale: Locale) => Promise<{ default: AbstractIntlMessages }>,
) {
  type Props = P & { timeZone: TimeZone };
  const byLocale = Object.fromEntries(
    locales.map((locale) => [
      locale,
      lazy(async () => {
        const [Component, messages] = await Promise.all([loadComponent(), loadMessages(locale)]);
        function WithMessages({ timeZone, ...props }: Props) {
          return (
            <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages.default}>
              <Component {...(props as unknown as P)} />
            </NextIntlClientProvider>
          );
        }
        return { default: WithMessages };
      }),
    ]),
  ) as Record<Locale, LazyExoticComponent<(props: Props) => React.JSX.Element>>;

  return function LazyWithMessages(props: P) {
    const locale = useLocale();
    const timeZone = useTimeZone();
    const Loaded = byLocale[hasLocale(locales, locale) ? locale : defaultLocale];
    return <Loaded {...props} timeZone={timeZone} />;
  };
}
