import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { LoginForm } from '@/components/auth/login-form';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Login');
  return metadataForPage('/login', { title: t('title'), description: t('description'), robots: { index: false, follow: true } });
}

export default async function LoginPage() {
  const t = await getTranslations('Login');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <Breadcrumbs trail={[{ name: t('title'), path: '/login' }]} />
        <PageIntro title={t('title')} />
        <ClientMessages paths={['Login', 'AuthErrors', 'PasswordReset']}>
          <LoginForm />
        </ClientMessages>
      </div>
    </PageContainer>
  );
}
