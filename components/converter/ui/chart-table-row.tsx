import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

/**
 * One size in a chart table; the row matching the visitor's size is marked current. Its look (and
 * its cells') comes from the table's `size-chart` rules in globals.css, not from classes repeated
 * on each of a chart's hundreds of cells.
 */
export function ChartTableRow({ id, current, children }: { id: string; current: boolean; children: ReactNode }) {
  return (
    <tr id={id} aria-current={current ? 'true' : undefined}>
      {children}
    </tr>
  );
}

/**
 * "(Your size)" after the marked row's size, for screen readers. Absolutely placed (`sr-only`), it
 * takes no room in its cell, so moving it lays no column out again.
 */
export function YourSizeNote() {
  const t = useTranslations('Chart');
  return <span className="sr-only"> ({t('yourSize')})</span>;
}
