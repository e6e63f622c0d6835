import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
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
          <svg viewBox="0 0 120 200" role="img" aria-label={t('figureLabel')} className="h-auto w-full">
            <rect x="10" y="10" width="100" height="180" rx="4" fill="#f5f7fb" stroke="#e3e8f0" />
            <rect x="10" y="178" width="100" height="12" fill="#bcdaff" />
            <text x="60" y="187" textAnchor="middle" fontSize="8" fill="#172f5e">
              {t('wall')}
            </text>
            <path
              d="M60 176c-17 0-24-12-24-34 0-20 4-36 6-58 2-22 6-44 18-50 13-6 22 10 23 34 1 22-1 40 1 62 2 24-7 46-24 46z"
              fill="#ffffff"
              stroke="#17202e"
              strokeWidth="2"
            />
            <line x1="96" y1="30" x2="96" y2="176" stroke="#1b5fd9" strokeWidth="2" markerStart="url(#arrow)" markerEnd="url(#arrow)" />
            <line x1="60" y1="28" x2="100" y2="28" stroke="#1b5fd9" strokeDasharray="3 2" />
            <defs>
              <marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                <path d="M0 0L10 5L0 10z" fill="#1b5fd9" />
              </marker>
            </defs>
          </svg>
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
