'use client';

import { useTranslations } from 'next-intl';
import type { SiteMapRow } from '@/lib/content/site-map-status';
import { locales } from '@/lib/i18n/routing';
import { useApiResource } from '../use-api-resource';

const stateStyle = {
  shipped: 'bg-emerald-50 text-emerald-800',
  edited: 'bg-brand-50 text-brand-700',
  placeholder: 'bg-amber-100 text-amber-900',
} as const;

/** Every public page in every language with the state of its content, each linking to the editor. */
export function SiteMapStatus({ onEdit }: { onEdit: (category: string) => void }) {
  const t = useTranslations('ContentAdmin');
  const { data } = useApiResource<{ pages: SiteMapRow[] }>('/api/admin/site-map');
  if (!data) return <p className="text-ink-muted">{t('loading')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-ink-muted">{t('siteMapCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="p-2 text-left">
              {t('page')}
            </th>
            <th scope="col" className="p-2 text-left">
              {t('status')}
            </th>
            {locales.map((locale) => (
              <th key={locale} scope="col" className="p-2">
                {locale}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.pages.map((row) => (
            <tr key={row.category} className="border-t border-surface-line" data-site-map-row={row.category}>
              <th scope="row" className="p-2 text-left font-normal">
                <button type="button" className="text-brand-700 underline" onClick={() => onEdit(row.category)}>
                  {row.path}
                </button>
              </th>
              <td className="p-2">{t(`pageStatus.${row.status}`)}</td>
              {locales.map((locale) => (
                <td key={locale} className="p-1 text-center">
                  {/* The symbol is for the eye; screen readers get the state's name instead. `relative` keeps
                      that (absolutely placed) name inside the scrolling table, not widening the page. */}
                  <span
                    className={`relative rounded px-1.5 py-0.5 text-xs ${stateStyle[row.states[locale]]}`}
                    title={t(`state.${row.states[locale]}`)}
                  >
                    <span aria-hidden>{t(`stateShort.${row.states[locale]}`)}</span>
                    <span className="sr-only">{t(`state.${row.states[locale]}`)}</span>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
