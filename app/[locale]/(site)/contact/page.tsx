import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ContactForm } from '@/components/contact/contact-form';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Contact');
  return metadataForPage('/contact', { title: t('title'), description: t('description') });
}

export default async function ContactPage() {
  const t = await getTranslations('Contact');
  return (
    <PageContainer>
      <Breadcrumbs trail={[{ name: t('title'), path: '/contact' }]} />
      <PageIntro title={t('title')} intro={t('intro')} />
      <ClientMessages paths={['Contact']}>
        <ContactForm />
      </ClientMessages>
    </PageContainer>
  );
}
