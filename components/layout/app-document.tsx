import type { ReactNode } from 'react';
import { geistSans } from './geist-font';
import type { Locale } from '@/lib/i18n/routing';
import { ClientMessages } from './client-messages';
import { sharedClientMessages } from './shared-client-messages';
import { DeferredCookieNotice } from './deferred-cookie-notice';
import { RouteProgress } from './route-progress';
import { AppToaster } from '@/components/ui/app-toaster';
import { AuthProvider } from '@/components/auth/auth-provider';

/** The HTML document every page is rendered in: language, font, client providers and site-wide widgets. */
export async function AppDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} className={geistSans.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <ClientMessages paths={sharedClientMessages}>
          <AuthProvider>{children}</AuthProvider>
          <DeferredCookieNotice />
          <RouteProgress />
          <AppToaster />
        </ClientMessages>
      </body>
    </html>
  );
}
