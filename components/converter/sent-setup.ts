import { buildBrandChart, tableRows } from '@/lib/sizes/browser';
import type { ConverterSetup } from '@/lib/converter/page-setup';
import type { SentConverterSetup } from '@/lib/converter/packed-setup';
import { unpack } from '@/lib/converter/packed';

/** The setup a page sent (see lib/converter/packed-setup.ts), as the page had it; with `rows` false the tables stay empty (a page that shows no chart). */
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
