import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { pickMessages } from '@/lib/i18n/pick-messages';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  // Rendered per request, so that Next can put the request's CSP nonce on its scripts.
  await connection();
  const messages = pickMessages(await getMessages(), ['Nav', 'Dashboard', 'Profile', 'EmailChange', 'AuthErrors', 'NotFound']);
  return (
    <DashboardFrame>
      <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
    </DashboardFrame>
  );
}
