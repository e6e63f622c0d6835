import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ConsentChoice } from '@/components/layout/consent-choice';
import { InfoPage } from '@/components/layout/info-page';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('Privacy', '/privacy');

export default async function PrivacyPage() {
  const t = await getTranslations('Privacy');
  const messages = await getMessages();
  return (
    <InfoPage
      path="/privacy"
      title={t('title')}
      intro={t('intro')}
      sections={[
        {
          title: t('cookiesTitle'),
          text: t('cookiesText'),
          children: (
            <>
              <p className="mt-2 leading-relaxed text-ink-muted">{t('declineText')}</p>
              <NextIntlClientProvider messages={{ Privacy: { consent: messages.Privacy.consent } }}>
                <ConsentChoice />
              </NextIntlClientProvider>
            </>
          ),
        },
        { title: t('localTitle'), text: t('localText') },
        { title: t('accountTitle'), text: t('accountText') },
        { title: t('newsletterTitle'), text: t('newsletterText') },
        { title: t('extensionsTitle'), text: t('extensionsText') },
        { title: t('rightsTitle'), text: t('rightsText') },
      ]}
    />
  );
}
