'use client';

import { useTranslations } from 'next-intl';
import type { SizesEverywhere } from '@/lib/my-sizes/types';
import { brandNames } from '@/lib/page-catalogue';
import { PrintedLabels } from '@/components/converter/ui/printed-labels';

const systemKey = (id: string) => id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as 'us';

/**
 * The user's size in every brand (rows) and system (columns). A derived value carries ≈ and a
 * tooltip; the legend under the table says what it means. The table scrolls inside its own box,
 * which is positioned so that the cells' screen-reader-only text is clipped with them instead of
 * widening the page.
 */
export function SizesEverywhereTable({ view }: { view: SizesEverywhere }) {
  const t = useTranslations('mySizes');
  const systems = useTranslations('SizeSystems');
  return (
    <section aria-labelledby="everywhere-heading" className="min-w-0 rounded-xl border border-surface-line bg-white p-4 sm:p-6">
      <h2 id="everywhere-heading" className="text-lg font-semibold">
        {t('tableHeading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('tableIntro', { gender: view.gender, mm: view.footLengthMm })}</p>
      <div
        className="relative mt-4 max-h-[70vh] overflow-auto rounded-md border border-surface-line focus-visible:outline-2 focus-visible:outline-brand-500"
        tabIndex={0}
        role="region"
        aria-labelledby="everywhere-heading"
      >
        <table className="min-w-full border-collapse text-sm" data-testid="sizes-everywhere">
          <caption className="sr-only">{t('tableCaption', { gender: view.gender, mm: view.footLengthMm })}</caption>
          <thead className="sticky top-0 z-10 bg-surface-alt">
            <tr>
              <th scope="col" className="sticky left-0 z-20 bg-surface-alt px-3 py-2 text-left font-semibold">
                {t('chartColumn')}
              </th>
              {view.systems.map((id) => (
                <th key={id} scope="col" className="whitespace-nowrap px-3 py-2 text-left font-semibold">
                  <abbr title={systems(`name.${systemKey(id)}`)} className="no-underline">
                    {systems(`short.${systemKey(id)}`)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => {
              const name = row.brand ? brandNames[row.brand] : t('standardTables');
              const reached = Object.keys(row.sizes).length > 0;
              return (
                <tr key={row.brand ?? 'standard'} className="border-t border-surface-line">
                  <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium">
                    <span className="whitespace-nowrap">{name}</span>
                    {row.basis === 'fit' ? <span className="block text-xs font-normal text-ink-muted">{t('fitBasis')}</span> : null}
                    <PrintedLabels printed={row} className="whitespace-nowrap text-xs font-normal text-ink" />
                  </th>
                  {reached ? (
                    view.systems.map((id) => {
                      const size = row.sizes[id];
                      if (!size)
                        return (
                          <td key={id} className="px-3 py-2 text-ink-soft">
                            –
                          </td>
                        );
                      const derived = size.origin === 'derived';
                      return (
                        <td key={id} className="whitespace-nowrap px-3 py-2" data-origin={size.origin}>
                          {derived ? (
                            <span title={t('derivedTitle')}>
                              <span aria-hidden="true">≈</span>
                              <span className="sr-only">{t('derivedSr')}</span>
                              {size.label}
                            </span>
                          ) : (
                            size.label
                          )}
                        </td>
                      );
                    })
                  ) : (
                    <td colSpan={view.systems.length} className="px-3 py-2 text-ink-muted">
                      {t('notReached')}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{t('legend')}</p>
    </section>
  );
}
