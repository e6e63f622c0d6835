import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../sources';

/** Rows are the researcher's recollection; S78 only confirms UK-primary sizing and whole sizes. */
const source = chartSource('S78', 'unverified');

// [UK, EU, US men, US women]
const rows: ReadonlyArray<readonly [string, string, string, string | null]> = [
  ['3', '36', '4', '5'],
  ['4', '37', '5', '6'],
  ['5', '38', '6', '7'],
  ['6', '39', '7', '8'],
  ['7', '41', '8', '9'],
  ['8', '42', '9', '10'],
  ['9', '43', '10', '11'],
  ['10', '44', '11', '12'],
  ['11', '46', '12', null],
  ['12', '47', '13', null],
  ['13', '48', '14', null],
  ['14', '49', '15', null],
  ['15', '50', '16', null],
];

const note =
  'Sold in UK sizes, whole sizes only on most models; half sizes are usually advised to size down. The rows are unchecked — verify against drmartens.com.';

export const drMartensMen: BrandChartSpec = {
  brand: 'dr-martens',
  gender: 'men',
  primary: 'uk',
  columns: ['uk', 'eu', 'us'],
  footFrom: 'uk',
  source,
  note,
  rows: rows.map(([uk, eu, usMen]) => [uk, eu, usMen]),
};

export const drMartensWomen: BrandChartSpec = {
  brand: 'dr-martens',
  gender: 'women',
  primary: 'uk',
  columns: ['uk', 'eu', 'us'],
  footFrom: 'uk',
  source,
  note,
  rows: rows.filter((row) => row[3] !== null).map(([uk, eu, , usWomen]) => [uk, eu, usWomen]),
};
