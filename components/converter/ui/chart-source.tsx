import { useTranslations } from 'next-intl';
import type { ChartTable } from '@/lib/sizes/browser';
import { calendarDayValues } from '../state/calendar-day';

/** Where a chart comes from, when it was checked and how far to trust it. */
export function ChartSource({ table, brandName }: { table: ChartTable; brandName: string | null }) {
  const t = useTranslations('Chart');
  const to = useTranslations('SizeOrigin');
  const { source } = table;
  const checked = t('calendarDay', calendarDayValues(source.checkedAt));

  return (
    <div className="mt-3 space-y-1 text-sm text-ink-muted">
      {table.brand === null ? <p>{to('standardSource')}</p> : null}
      <p>
        <span className="font-medium text-ink">{t('source')}: </span>
        {source.url ? (
          <a
            href={source.url}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
            rel="noopener noreferrer"
            target="_blank"
          >
            {source.brandPage && brandName ? to('brandChartLink', { brand: brandName }) : source.title}
          </a>
        ) : (
          <span data-testid="source-not-verified">{to('notVerified')}</span>
        )}
        {', '}
        {t('checked', { date: checked })}
        {source.also.length > 0 ? (
          <>
            {'. '}
            {t('alsoSources')}{' '}
            {source.also.map((also, i) => (
              <span key={also.id}>
                {i > 0 ? ', ' : null}
                {also.url ? (
                  <a
                    href={also.url}
                    className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {also.title}
                  </a>
                ) : (
                  to('notVerified')
                )}
              </span>
            ))}
          </>
        ) : null}
        .
      </p>
      <p>
        <span className="font-medium text-ink">{t('confidenceLabel')}: </span>
        <span data-confidence={source.confidence}>{t(`confidence.${source.confidence}`)}</span>
        {brandName && table.rows.some((row) => row.confidence !== source.confidence) ? ` ${t('sourcedRowsLegend')}` : null}
      </p>
    </div>
  );
}

/** The warning an unverified chart carries, so it is never mistaken for the brand's official chart. */
export function ApproximateChartWarning({ brandName }: { brandName: string }) {
  const t = useTranslations('Chart');
  return (
    <div role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{t('approximateTitle')}</p>
      <p className="mt-1">{t('approximateText', { brand: brandName })}</p>
    </div>
  );
}
