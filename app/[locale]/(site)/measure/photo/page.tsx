import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { GoodPhotoPicture } from '@/components/measure/photo/good-photo-picture';
import { PhotoMeasurer } from '@/components/measure/photo/photo-measurer';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MeasurePhoto');
  return metadataForPage('/measure/photo', { title: t('title'), description: t('description') });
}

const steps = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

export default async function MeasurePhotoPage() {
  const t = await getTranslations('MeasurePhoto');
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
      <ClientMessages paths={['MeasurePhoto', 'mySizes.save', 'mySizes.errors']}>
        <PhotoMeasurer />
      </ClientMessages>
    </PageContainer>
  );
}
