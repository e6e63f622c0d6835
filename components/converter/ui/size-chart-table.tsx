import clsx from 'clsx';
import { Fragment, memo, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { meaningOf, type ChartRow, type ChartTable, type Gender } from '@/lib/sizes/browser';
import { ApproximateChartWarning, ChartSource } from './chart-source';
import { SystemName } from './system-name';
import { useSizeNames } from '../state/use-size-names';
import { ChartTableRow, YourSizeNote } from './chart-table-row';
import { BuyCells, BuyHeaders, ChartLabelKinds, otherPairGender, PairHeader, tableBuyStyles } from './chart-label-kinds';
import { ChartHeading } from './chart-heading';

export function chartSectionId(gender: Gender): string {
  return `chart-${gender}`;
}

function isEstimated(row: ChartRow, column: keyof ChartRow['sizes']): boolean {
  return row.sizes[column]?.origin === 'derived';
}

/** Estimates look fainter (globals.css): marked `est`, or in a mostly estimated chart the others marked `printed`. */
function cellClass(estimated: boolean, mostlyEstimates: boolean): string | undefined {
  if (mostlyEstimates) return estimated ? undefined : 'printed';
  return estimated ? 'est' : undefined;
}

/**
 * One row of a chart: a choice changes the highlight of two rows at most, so the others (and their
 * hundreds of written labels) are not rendered again.
 */
const ChartBodyRow = memo(function ChartBodyRow({
  row,
  columns,
  current,
  sourced,
  mostlyEstimates,
  pairGender,
  buyStyles,
}: {
  row: ChartRow;
  columns: ChartTable['columns'];
  current: boolean;
  sourced: boolean;
  mostlyEstimates: boolean;
  pairGender: ReturnType<typeof otherPairGender>;
  buyStyles: ReturnType<typeof tableBuyStyles>;
}) {
  const t = useTranslations('Chart');
  const names = useSizeNames();
  return (
    <ChartTableRow id={row.id} current={current}>
      {columns.map((column, i) => {
        const size = row.sizes[column];
        // A printed foot length in inches stays as the brand prints it (Converse: "4 1/7"), not a rounded decimal.
        const text = size ? (column === 'inch' && size.origin === 'chart' ? size.label : names.size(size, column)) : '–';
        const estimated = isEstimated(row, column);
        if (i === 0) {
          // A size to buy sits beside the usual size it answers, where a phone shows it without scrolling.
          return (
            <Fragment key={column}>
              <th scope="row">
                {text}
                {current ? <YourSizeNote /> : null}
                {sourced ? (
                  <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-normal text-emerald-800">{t('sourcedRow')}</span>
                ) : null}
              </th>
              {buyStyles ? <BuyCells row={row} styles={buyStyles} /> : null}
            </Fragment>
          );
        }
        // "≈" is read out as "approximately"; the legend below the chart says what it means.
        return (
          <td key={column} className={cellClass(estimated, mostlyEstimates)}>
            {estimated ? `≈${text}` : text}
          </td>
        );
      })}
      {pairGender ? <td>{row.printed?.usPair?.[pairGender]?.label ?? '–'}</td> : null}
    </ChartTableRow>
  );
});

/**
 * One full size chart as a table: a row per size, a column per system, the row of the visitor's
 * size highlighted. It is rendered on the server as part of the page's HTML, so it is crawlable
 * and prints without JavaScript.
 */
export const SizeChartTable = memo(function SizeChartTable({
  table,
  brandName,
  highlightId,
}: {
  table: ChartTable;
  brandName: string | null;
  highlightId: string | null;
}) {
  const t = useTranslations('Chart');
  const to = useTranslations('SizeOrigin');
  const headingId = `${chartSectionId(table.gender)}-heading`;
  const heading = brandName ? t(`brandHeadings.${table.gender}`, { brand: brandName }) : t(`headings.${table.gender}`);
  const estimates = table.rows.reduce(
    (count, row) => count + table.columns.slice(1).filter((column) => isEstimated(row, column)).length,
    0,
  );
  const hasEstimates = estimates > 0;
  // A class marks the rarer kind of cell: a generic chart is mostly estimates, a brand's mostly printed sizes.
  const mostlyEstimates = estimates * 2 > table.rows.length * (table.columns.length - 1);
  const sourceConfidence = table.source.confidence;
  // A unisex chart prints the other gender's US label on every row, as a column of its own.
  const pairGender = otherPairGender(table);
  // Kept per table, so the memoised rows see the same list on every render.
  const buyStyles = useMemo(() => tableBuyStyles(table), [table]);

  // The section is no landmark: the table's scroll region is, named by the heading (one region per chart).
  return (
    <section id={chartSectionId(table.gender)} className="chart-section mt-10 scroll-mt-20">
      <ChartHeading id={headingId}>{heading}</ChartHeading>
      {brandName && sourceConfidence === 'unverified' ? (
        <div className="mt-4">
          <ApproximateChartWarning brandName={brandName} />
        </div>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft sm:hidden" data-print="hide">
        {t('scrollHint')}
      </p>
      <div
        className="chart-scroll mt-3 overflow-x-auto rounded-xl border border-surface-line"
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
      >
        <table className={clsx('size-chart w-full border-collapse text-sm tabular-nums', mostlyEstimates && 'mostly-est')}>
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="bg-surface-alt text-left text-ink">
              {table.columns.map((column, i) => (
                <Fragment key={column}>
                  <th scope="col" className={i === 0 ? 'sticky left-0 z-10 bg-surface-alt' : undefined}>
                    <SystemName id={column} meaning={meaningOf(table.meanings, column)} />
                  </th>
                  {i === 0 && buyStyles ? <BuyHeaders styles={buyStyles} /> : null}
                </Fragment>
              ))}
              {pairGender ? <PairHeader gender={pairGender} /> : null}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <ChartBodyRow
                key={row.id}
                row={row}
                columns={table.columns}
                current={row.id === highlightId}
                sourced={row.confidence !== sourceConfidence && row.confidence !== 'unverified'}
                mostlyEstimates={mostlyEstimates}
                pairGender={pairGender}
                buyStyles={buyStyles}
              />
            ))}
          </tbody>
        </table>
      </div>
      {hasEstimates ? (
        <p className="mt-2 text-sm text-ink-soft">
          {brandName ? to('derivedLegendBrand', { brand: brandName }) : to('derivedLegendGeneric')}
        </p>
      ) : null}
      {brandName && table.columns.includes('jp') && table.rows.some((row) => row.sizes.jp?.origin === 'chart') ? (
        <p className="mt-1 text-sm text-ink-soft">{to('jpLabelNote', { brand: brandName })}</p>
      ) : null}
      {brandName ? <ChartLabelKinds table={table} brandName={brandName} /> : null}
      <ChartSource table={table} brandName={brandName} />
    </section>
  );
});
