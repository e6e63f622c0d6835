import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordReset');
  return metadataForPage('/forgot-password', {
    title: t('forgotTitle'),
    description: t('forgotDescription'),
    robots: { index: false, follow: true },
  });
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('PasswordReset');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <PageIntro title={t('forgotTitle')} intro={t('forgotDescription')} />
        <ClientMessages paths={['PasswordReset', 'AuthErrors']}>
          <ForgotPasswordForm />
        </ClientMessages>
      </div>
    </PageContainer>
  );
}
