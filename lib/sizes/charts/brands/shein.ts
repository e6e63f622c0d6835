import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

const source = chartSource('S63', 'secondary');

// [JP cm, CN, EUR, US women, US men]. SHEIN's CN is the old 码 (2 × cm − 10), one below EUR.
const rows: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['22.0', '34', '35', '4', '3.5'],
  ['22.5', '35', '36', '5', '4'],
  ['23.0', '36', '37', '6', '4.5'],
  ['23.5', '37', '38', '6.5', '5'],
  ['24.0', '38', '39', '7', '6'],
  ['24.5', '39', '40', '8', '6.5'],
  ['25.0', '40', '41', '8.5', '7'],
  ['25.5', '41', '42', '9', '8'],
  ['26.0', '42', '43', '9.5', '8.5'],
  ['26.5', '43', '44', '10', '9'],
  ['27.0', '44', '45', '10.5', '9.5'],
  ['27.5', '45', '46', '11', '10'],
  ['28.0', '46', '47', '11.5', '11'],
];

const note =
  'One unisex table tabulated by a Japanese blog (S63). CN = EUR − 1 (= old 码); EUR runs about one size above other brands for the same cm.';

export const sheinWomen: BrandChartSpec = {
  brand: 'shein',
  gender: 'women',
  primary: 'eu',
  columns: ['jp', 'cn-legacy', 'eu', 'us'],
  footFrom: 'jp',
  source,
  note,
  rows: rows.map(([jp, cn, eu, usWomen]) => [jp, cn, eu, usWomen]),
};

export const sheinMen: BrandChartSpec = {
  brand: 'shein',
  gender: 'men',
  primary: 'eu',
  columns: ['jp', 'cn-legacy', 'eu', 'us'],
  footFrom: 'jp',
  source,
  note,
  rows: rows.map(([jp, cn, eu, , usMen]) => [jp, cn, eu, usMen]),
};
