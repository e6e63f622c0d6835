import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Link } from '@/lib/i18n/server-link';
import { FootRulerSheet } from '@/components/measure/ruler/foot-ruler-sheet';
import { RulerSave } from '@/components/my-sizes/ruler-save';
import { measurePagePath, photoMeasurePagePath } from '@/lib/page-catalogue';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MeasurePage');
  return metadataForPage(measurePagePath, { title: t('title'), description: t('description') });
}

const steps = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
    >
      {n}
    </span>
  );
}

/** The printable measuring page: the steps, and a true-scale ruler to print on A4 or US Letter. */
export default async function MeasurePage() {
  const t = await getTranslations('MeasurePage');
  const measure = await getTranslations('Measure');
  return (
    <PageContainer>
      <div data-print="hide">
        <PageIntro title={t('title')} intro={t('intro')} />
      </div>
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="measure-steps-heading" className="min-w-0" data-print="hide">
          <h2 id="measure-steps-heading" className="text-xl font-semibold text-ink sm:text-2xl">
            {t('stepsHeading')}
          </h2>
          <ol className="mt-4 space-y-3">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <StepNumber n={i + 1} />
                <span className="pt-0.5 text-ink">{measure(step)}</span>
              </li>
            ))}
            <li className="flex gap-3">
              <StepNumber n={steps.length + 1} />
              <span className="pt-0.5 text-ink">{t('stepRuler')}</span>
            </li>
          </ol>
          <div className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
            <p className="font-semibold">{measure('tipTitle')}</p>
            <p className="mt-1">{measure('tip')}</p>
          </div>
          <p className="mt-6">
            <Link href={photoMeasurePagePath} className="font-medium text-brand-700 underline">
              {t('photoLink')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="ruler-heading" className="min-w-0">
          <h2 id="ruler-heading" className="text-xl font-semibold text-ink sm:text-2xl" data-print="hide">
            {t('rulerHeading')}
          </h2>
          <div className="mt-4">
            <ClientMessages
              paths={['MeasurePage', 'mySizes.save', 'mySizes.errors', 'mySizes.footLength', 'mySizes.genderLabel', 'mySizes.gender']}
            >
              <FootRulerSheet />
              <RulerSave />
            </ClientMessages>
          </div>
        </section>
      </div>
    </PageContainer>
  );
}
