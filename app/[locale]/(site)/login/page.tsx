import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { LoginForm } from '@/components/auth/login-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

const baseMetadata = simplePageMetadata('Login', '/login');

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await baseMetadata()), robots: { index: false, follow: true } };
}

export default async function LoginPage() {
  const t = await getTranslations('Login');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <Breadcrumbs trail={[{ name: t('title'), path: '/login' }]} />
        <PageIntro title={t('title')} />
        <NextIntlClientProvider messages={pickMessages(await getMessages(), ['Login', 'AuthErrors', 'PasswordReset'])}>
          <LoginForm />
        </NextIntlClientProvider>
      </div>
    </PageContainer>
  );
}
