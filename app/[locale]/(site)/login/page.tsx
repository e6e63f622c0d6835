import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { LoginForm } from '@/components/auth/login-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { resolveLocale, simplePageMetadata, type LocaleParams } from '@/lib/seo/localized-metadata';

const baseMetadata = simplePageMetadata('Login', '/login');

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return { ...(await baseMetadata(props)), robots: { index: false, follow: true } };
}

export default async function LoginPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  const t = await getTranslations('Login');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <Breadcrumbs trail={[{ name: t('title'), path: '/login' }]} />
        <PageIntro title={t('title')} />
        <NextIntlClientProvider messages={pickMessages(await getMessages(), ['Login', 'AuthErrors'])}>
          <LoginForm />
        </NextIntlClientProvider>
      </div>
    </PageContainer>
  );
}
