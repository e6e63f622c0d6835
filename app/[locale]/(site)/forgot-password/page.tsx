import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordReset');
  const base = await metadataForPage('/forgot-password', { title: t('forgotTitle'), description: t('forgotDescription') });
  return { ...base, robots: { index: false, follow: true } };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('PasswordReset');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <PageIntro title={t('forgotTitle')} intro={t('forgotDescription')} />
        <NextIntlClientProvider messages={pickMessages(await getMessages(), ['PasswordReset', 'AuthErrors'])}>
          <ForgotPasswordForm />
        </NextIntlClientProvider>
      </div>
    </PageContainer>
  );
}
