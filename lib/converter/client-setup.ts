import { buildBrandChart, tableRows, type BrandChartSpec } from '@/lib/sizes/browser';
import type { ConverterSetup, GenderConverter } from './page-setup';

/** One gender of a converter as a page hands it to the browser: the brand chart as its printed labels, the table without rows. */
export interface ClientGender extends Omit<GenderConverter, 'chart'> {
  chartSpec: BrandChartSpec | null;
}

/**
 * A converter's setup as plain props (see clientSetup in page-setup.ts): the rows a chart shows are
 * already in the page's HTML, so the browser builds them again from the labels instead of
 * receiving every cell a second time.
 */
export interface ClientConverterSetup extends Omit<ConverterSetup, 'genders'> {
  genders: ClientGender[];
}

/** The setup the page had, built in the browser; with `rows` false the tables stay empty (a page that shows no chart). */
export function withChartRows(sent: ClientConverterSetup, rows: boolean): ConverterSetup {
  return {
    ...sent,
    genders: sent.genders.map(({ chartSpec, ...part }) => {
      const chart = chartSpec ? buildBrandChart(chartSpec) : null;
      if (!rows) return { ...part, chart };
      const { gender, table } = part;
      const { primary, columns, conventions } = table;
      return { ...part, chart, table: { ...table, rows: tableRows({ gender, primary, columns, conventions, chart }) } };
    }),
  };
}
