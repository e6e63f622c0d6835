import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

/** A chart's heading with its print button, the same above every chart the converters show. */
export function ChartHeading({ id, children }: { id: string; children: ReactNode }) {
  const t = useTranslations('Chart');
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-xl font-semibold text-ink sm:text-2xl">
        {children}
      </h2>
      <button
        type="button"
        data-print="hide"
        onClick={() => window.print()}
        className="rounded-md border border-surface-line px-3 py-1.5 text-sm text-ink-muted hover:bg-surface-alt"
      >
        {t('print')}
      </button>
    </div>
  );
}
