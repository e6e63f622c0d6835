import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/routing';

export function renderWithIntl(ui: ReactElement, { locale = 'en', messages = en }: { locale?: Locale; messages?: object } = {}) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}
