import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordReset');
  // The token in the address must not travel on in a Referer header.
  return metadataForPage('/reset-password', {
    title: t('resetTitle'),
    description: t('resetDescription'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  });
}

export default async function ResetPasswordPage() {
  const t = await getTranslations('PasswordReset');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <PageIntro title={t('resetTitle')} intro={t('resetDescription')} />
        <ClientMessages paths={['PasswordReset', 'AuthErrors']}>
          {/* The token is read from the address in the browser, so the page itself stays static. */}
          <Suspense>
            <ResetPasswordForm />
          </Suspense>
        </ClientMessages>
      </div>
    </PageContainer>
  );
}
