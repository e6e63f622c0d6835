import type { ReactNode } from 'react';

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
