import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/server-link';
import { measurePagePath, photoMeasurePagePath } from '@/lib/page-catalogue';
import { GuideCard } from './guide-card';

const steps = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** "How to measure your foot": the steps, a drawing, and what to do between two sizes. */
export async function MeasureGuide() {
  const t = await getTranslations('Measure');
  const links = await getTranslations('HomeLinks');
  return (
    <GuideCard id="measure-heading" title={t('heading')}>
      <p className="mt-2 text-ink-muted">{t('intro')}</p>
      <div className="mt-5 grid gap-6 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <ol className="measure-steps space-y-3">
          {steps.map((step, i) => (
            <li key={step}>
              <span aria-hidden="true">{i + 1}</span>
              <span>{t(step)}</span>
            </li>
          ))}
        </ol>
        <figure className="mx-auto w-32 sm:w-full">
          {/* The drawing is one cached file (public/images/measure-foot.svg) rather than markup sent with
              every converter page, twice (as HTML and as the flight data React hydrates from). Only its
              one word, the wall, is the page's language: laid over the drawing's wall band (y 178-190
              of 200). */}
          <div className="relative">
            {/* eslint-disable-next-line @next/next/no-img-element -- a vector drawing: nothing for next/image to resize */}
            <img
              src="/images/measure-foot.svg"
              alt={t('figureLabel')}
              width={120}
              height={200}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <span
              aria-hidden="true"
              className="absolute inset-x-[8.33%] bottom-[5%] flex h-[6%] items-center justify-center text-[0.55rem] leading-none text-[#172f5e]"
            >
              {t('wall')}
            </span>
          </div>
          <figcaption className="mt-1 text-center text-xs text-ink-soft">{t('length')}</figcaption>
        </figure>
      </div>
      <div className="mt-5 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
        <p className="font-semibold">{t('tipTitle')}</p>
        <p className="mt-1">{t('tip')}</p>
      </div>
      <p className="mt-4 text-sm" data-print="hide">
        <Link href={measurePagePath} className="font-medium text-brand-700 underline underline-offset-2">
          {links('measure')}
        </Link>
      </p>
      <p className="mt-2 text-sm" data-print="hide">
        <Link href={photoMeasurePagePath} className="font-medium text-brand-700 underline underline-offset-2">
          {t('photoLink')}
        </Link>
      </p>
    </GuideCard>
  );
}
