'use client';

import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const buttonClass =
  'inline-flex items-center gap-1 rounded-md border border-surface-line bg-white px-3 py-1.5 text-sm hover:bg-surface-alt disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / next through a paged list; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('AdminCommon');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav aria-label={t('pageOf', { page, pages })} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t('previous')}
      </button>
      <span aria-live="polite">{t('pageOf', { page, pages })}</span>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
