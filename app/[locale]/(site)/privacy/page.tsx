import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { ConsentChoice } from '@/components/layout/consent-choice';
import { InfoPage } from '@/components/layout/info-page';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Privacy');
  return metadataForPage('/privacy', { title: t('title'), description: t('description') });
}

export default async function PrivacyPage() {
  const t = await getTranslations('Privacy');
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
              <ClientMessages paths={['Privacy.consent']}>
                <ConsentChoice />
              </ClientMessages>
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
