import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { SignupForm } from '@/components/auth/signup-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { resolveLocale, simplePageMetadata, type LocaleParams } from '@/lib/seo/localized-metadata';

const baseMetadata = simplePageMetadata('Signup', '/signup');

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return { ...(await baseMetadata(props)), robots: { index: false, follow: true } };
}

export default async function SignupPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
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
