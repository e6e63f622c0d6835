'use client';

import { lazy, type ComponentProps } from 'react';
import { hasLocale, NextIntlClientProvider, useLocale, useTimeZone } from 'next-intl';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import type { PackedSizeConverter } from './packed-size-converter';

type Props = ComponentProps<typeof PackedSizeConverter> & { timeZone: ReturnType<typeof useTimeZone> };

/**
 * For each language, the converter's code and that language's messages (messages/converter/<locale>.json,
 * written by `npm run messages:converter`), fetched side by side when first rendered.
 */
const converters = Object.fromEntries(
  locales.map((locale) => [
    locale,
    lazy(async () => {
      const [{ PackedSizeConverter }, messages] = await Promise.all([
        import('./packed-size-converter'),
        import(`../../messages/converter/${locale}.json`),
      ]);
      function ConverterWithMessages({ timeZone, ...props }: Props) {
        return (
          <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages.default}>
            <PackedSizeConverter {...props} />
          </NextIntlClientProvider>
        );
      }
      return { default: ConverterWithMessages };
    }),
  ]),
) as Record<Locale, React.LazyExoticComponent<(props: Props) => React.JSX.Element>>;

/**
 * The page's size converter, its code (the size engine and the charts' logic, about 25 KB gzipped)
 * and its messages in chunks of their own that the browser fetches when hydration reaches it, not
 * among the page's first scripts nor inside the page's HTML. The server renders it in full, so the
 * converter is on screen at once and only its controls wait for the chunks. There is deliberately
 * no Suspense boundary here: one would let React move a boundary this large to the end of the HTML
 * and reveal it from a script later (a layout shift), while without one the server writes it in
 * place and hydration simply waits.
 */
export function LazySizeConverter(props: Omit<Props, 'timeZone'>) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const Converter = converters[hasLocale(locales, locale) ? locale : defaultLocale];
  return <Converter {...props} timeZone={timeZone} />;
}
