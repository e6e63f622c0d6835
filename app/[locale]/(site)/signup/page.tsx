import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { SignupForm } from '@/components/auth/signup-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

const baseMetadata = simplePageMetadata('Signup', '/signup');

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await baseMetadata()), robots: { index: false, follow: true } };
}

export default async function SignupPage() {
  const t = await getTranslations('Signup');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <Breadcrumbs trail={[{ name: t('title'), path: '/signup' }]} />
        <PageIntro title={t('title')} />
        <NextIntlClientProvider messages={pickMessages(await getMessages(), ['Signup', 'AuthErrors'])}>
          <SignupForm />
        </NextIntlClientProvider>
      </div>
    </PageContainer>
  );
}
