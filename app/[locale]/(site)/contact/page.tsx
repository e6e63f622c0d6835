import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { ContactForm } from '@/components/contact/contact-form';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/resolve-locale';

export const generateMetadata = simplePageMetadata('Contact', '/contact');

export default async function ContactPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  const t = await getTranslations('Contact');
  return (
    <PageContainer>
      <PageIntro title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider messages={pickMessages(await getMessages(), ['Contact'])}>
        <ContactForm />
      </NextIntlClientProvider>
    </PageContainer>
  );
}
