import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordReset');
  const base = await metadataForPage('/reset-password', { title: t('resetTitle'), description: t('resetDescription') });
  // The token in the address must not travel on in a Referer header.
  return { ...base, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function ResetPasswordPage() {
  const t = await getTranslations('PasswordReset');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <PageIntro title={t('resetTitle')} intro={t('resetDescription')} />
        <NextIntlClientProvider messages={pickMessages(await getMessages(), ['PasswordReset', 'AuthErrors'])}>
          {/* The token is read from the address in the browser, so the page itself stays static. */}
          <Suspense>
            <ResetPasswordForm />
          </Suspense>
        </NextIntlClientProvider>
      </div>
    </PageContainer>
  );
}
