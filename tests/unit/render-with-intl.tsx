import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/routing';
import { sharedClientMessages } from '@/components/layout/shared-client-messages';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';

function failOnMissingMessage(error: Error): never {
  throw error;
}

/**
 * Renders inside an intl provider. `strict` makes a missing or malformed message fail the test, so
 * that a subtree rendered with the messages a page picks for it proves the pick holds every key.
 */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en', messages = en, strict = false }: { locale?: Locale; messages?: object; strict?: boolean } = {},
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} onError={strict ? failOnMissingMessage : undefined}>
      {ui}
    </NextIntlClientProvider>,
  );
}

/** The English messages every public page hands its client components (the header's, the footer's, the cookie notice's). */
export const sharedMessages = pickMessagePaths(en, sharedClientMessages);
