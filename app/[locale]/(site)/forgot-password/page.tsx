import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { metadataForPage, resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  const base = await metadataForPage(locale, '/forgot-password', { title: t('forgotTitle'), description: t('forgotDescription') });
  return { ...base, robots: { index: false, follow: true } };
}

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
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
