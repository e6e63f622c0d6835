import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { geistSans } from './geist-font';
import type { Locale } from '@/lib/i18n/routing';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import { sharedClientMessages } from './shared-client-messages';
import { DeferredCookieNotice } from './deferred-cookie-notice';
import { RouteProgress } from './route-progress';
import { AppToaster } from '@/components/ui/app-toaster';
import { AuthProvider } from '@/components/auth/auth-provider';

/** The HTML document every page is rendered in: language, font, client providers and site-wide widgets. */
export async function AppDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <html lang={locale} className={geistSans.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <NextIntlClientProvider locale={locale} messages={pickMessagePaths(messages, sharedClientMessages)}>
          <AuthProvider>{children}</AuthProvider>
          <DeferredCookieNotice />
          <RouteProgress />
          <AppToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
