import { buildBrandChart, tableRows, type BrandChartSpec } from '@/lib/sizes/browser';
import type { ConverterSetup, GenderConverter } from '@/lib/converter/page-setup';
import { unpack, type Packed } from './packed';

interface SentGender extends Omit<GenderConverter, 'chart'> {
  /** The brand chart's printed labels; the browser builds the chart from them. */
  chartSpec: BrandChartSpec | null;
}

/** A converter's setup as a page sends it (see lib/converter/packed-setup.ts): brand charts as specs, tables without rows. */
export type SentConverterSetup = Packed<Omit<ConverterSetup, 'genders'> & { genders: SentGender[] }>;

/** The setup the page had; with `rows` false the tables stay empty (a page that shows no chart). */
export function unpackConverterSetup(sent: SentConverterSetup, rows: boolean): ConverterSetup {
  const setup = unpack(sent);
  return {
    ...setup,
    genders: setup.genders.map(({ chartSpec, ...part }) => {
      const chart = chartSpec ? buildBrandChart(chartSpec) : null;
      if (!rows) return { ...part, chart };
      const { gender, table } = part;
      const { primary, columns, conventions } = table;
      return { ...part, chart, table: { ...table, rows: tableRows({ gender, primary, columns, conventions, chart }) } };
    }),
  };
}
