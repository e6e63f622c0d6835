import clsx from 'clsx';
import type { ReactNode } from 'react';

/** One size in a chart table; the row matching the visitor's size is marked current and highlighted. */
export function ChartTableRow({ id, current, children }: { id: string; current: boolean; children: ReactNode }) {
  return (
    <tr
      id={id}
      aria-current={current ? 'true' : undefined}
      data-highlighted={current ? 'true' : undefined}
      className={clsx(
        'border-t border-surface-line',
        current ? 'chart-row-current bg-brand-100 font-semibold text-brand-900' : 'hover:bg-brand-50',
      )}
    >
      {children}
    </tr>
  );
}
