import { buildBrandChart, chartTable, defaultConventions, tableRows, type BrandChartSpec } from '@/lib/sizes/browser';
import type { ConverterSetup, GenderConverter } from './page-setup';

/**
 * One gender of a converter as a page hands it to the browser: the brand chart as its printed
 * labels, and of the table shown only what the browser cannot read off that chart or the standard
 * table it already holds (its row key, columns and country).
 */
export interface ClientGender extends Pick<GenderConverter, 'gender' | 'inputSystems' | 'defaultSystem'> {
  primary: GenderConverter['table']['primary'];
  columns: GenderConverter['table']['columns'];
  country: GenderConverter['table']['country'];
  chartSpec: BrandChartSpec | null;
}

/**
 * A converter's setup as plain props (see clientSetup in page-setup.ts): the rows a chart shows are
 * already in the page's HTML and its source and wording are in the browser's engine, so the browser
 * frames the tables and builds their rows again instead of receiving them a second time.
 */
export interface ClientConverterSetup extends Omit<ConverterSetup, 'genders'> {
  genders: ClientGender[];
}

/** The setup the page had, built in the browser; with `rows` false the tables stay empty (a page that shows no chart). */
export function withChartRows(sent: ClientConverterSetup, rows: boolean): ConverterSetup {
  return {
    ...sent,
    genders: sent.genders.map(({ chartSpec, primary, columns, country, ...part }) => {
      const chart = chartSpec ? buildBrandChart(chartSpec) : null;
      const query = { gender: part.gender, primary, columns, conventions: defaultConventions, chart };
      // An answer leads with the systems of the table shown.
      return { ...part, chart, mainSystems: columns, table: chartTable({ ...query, country }, rows ? tableRows(query) : []) };
    }),
  };
}
