import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';

/**
 * The one way a page hands its client components their messages: next-intl's provider with only
 * the messages under `paths` (a namespace, `Chart.caption`, `Conventions.*.title`), so a page ships
 * what its client code reads and not every string of the language.
 */
export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickMessagePaths(await getMessages(), paths)}>{children}</NextIntlClientProvider>;
}
