import { useTranslations } from 'next-intl';
import type { ChartCoverage } from '@/lib/sizes';
import { Link } from '@/lib/i18n/navigation';
import { regularToolPath } from '@/lib/page-catalogue';

/**
 * Which of the brand's charts the page holds and which it does not, why, and the standard converter
 * to use instead, named as not the brand's: a missing chart is said, never filled in.
 */
export function BrandChartCoverage({ brandName, coverage }: { brandName: string; coverage: readonly ChartCoverage[] }) {
  const t = useTranslations('BrandCoverage');
  if (coverage.length === 0) return null;
  const brand = brandName;
  return (
    <section aria-labelledby="brand-coverage-heading" className="mt-10 rounded-2xl border border-surface-line p-5 text-sm">
      <h2 id="brand-coverage-heading" className="text-base font-semibold text-ink">
        {t('heading', { brand })}
      </h2>
      <ul className="mt-2 space-y-2 text-ink-muted">
        {coverage.map((entry) =>
          entry.held ? (
            <li key={entry.gender} data-coverage={entry.gender} data-held="true">
              {entry.confidence === 'unverified' ? t(`heldUnverified.${entry.gender}`, { brand }) : t(`held.${entry.gender}`, { brand })}
            </li>
          ) : (
            <li key={entry.gender} data-coverage={entry.gender} data-held="false" data-reason={entry.reason}>
              <p className="font-medium text-ink">{t(`missing.${entry.gender}`)}</p>
              <p>{t(`reason.${entry.reason}`, { brand })}</p>
              <p>
                {t.rich(`instead.${entry.gender}`, {
                  brand,
                  link: (chunks) => (
                    <Link
                      href={regularToolPath(entry.gender)}
                      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
