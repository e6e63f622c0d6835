import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { SignupForm } from '@/components/auth/signup-form';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Signup');
  return metadataForPage('/signup', { title: t('title'), description: t('description'), robots: { index: false, follow: true } });
}

export default async function SignupPage() {
  const t = await getTranslations('Signup');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <Breadcrumbs trail={[{ name: t('title'), path: '/signup' }]} />
        <PageIntro title={t('title')} />
        <ClientMessages paths={['Signup', 'AuthErrors']}>
          <SignupForm />
        </ClientMessages>
      </div>
    </PageContainer>
  );
}
