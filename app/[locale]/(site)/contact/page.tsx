import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ContactForm } from '@/components/contact/contact-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('Contact', '/contact');

export default async function ContactPage() {
  const t = await getTranslations('Contact');
  return (
    <PageContainer>
      <Breadcrumbs trail={[{ name: t('title'), path: '/contact' }]} />
      <PageIntro title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider messages={pickMessages(await getMessages(), ['Contact'])}>
        <ContactForm />
      </NextIntlClientProvider>
    </PageContainer>
  );
}
