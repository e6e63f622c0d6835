import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { GoodPhotoPicture } from '@/components/measure-photo/good-photo-picture';
import { PhotoMeasurer } from '@/components/measure-photo/photo-measurer';
import { pickMySizesMessages } from '@/components/my-sizes/pick-my-sizes-messages';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('MeasurePhoto', '/measure/photo');

const steps = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

export default async function MeasurePhotoPage() {
  const t = await getTranslations('MeasurePhoto');
  const messages = await getMessages();
  return (
    <PageContainer>
      <PageIntro title={t('title')} intro={t('intro')} />
      <div className="mb-8 flex max-w-4xl flex-col gap-6 sm:flex-row sm:items-start">
        <ol className="max-w-3xl list-decimal space-y-2 pl-6 text-ink">
          {steps.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
        <GoodPhotoPicture alt={t('goodPhoto.alt')} caption={t('goodPhoto.caption')} />
      </div>
      <NextIntlClientProvider
        messages={{ ...pickMessages(messages, ['MeasurePhoto']), ...pickMySizesMessages(messages, ['save', 'errors']) }}
      >
        <PhotoMeasurer />
      </NextIntlClientProvider>
    </PageContainer>
  );
}
