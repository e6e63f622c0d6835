import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

/** Only "UK 7 = 40 and UK 8 = 41" (women) is sourced (R6); every other row is an unchecked recollection. */
const source = chartSource('R6', 'unverified');

export const asosWomen: BrandChartSpec = {
  brand: 'asos',
  gender: 'women',
  primary: 'uk',
  columns: ['uk', 'eu', 'us'],
  footFrom: 'uk',
  source,
  note: 'ASOS alone among UK retailers lists UK 7 = EU 40 and UK 8 = EU 41, one EU size below Clarks, M&S and Next. Other rows unverified.',
  rowConfidence: { '7': 'secondary', '8': 'secondary' },
  rows: [
    ['3', '36', '5'],
    ['4', '37', '6'],
    ['5', '38', '7'],
    ['6', '39', '8'],
    ['7', '40', '9'],
    ['8', '41', '10'],
    ['9', '42', '11'],
  ],
};

export const asosMen: BrandChartSpec = {
  brand: 'asos',
  gender: 'men',
  primary: 'uk',
  columns: ['uk', 'eu', 'us'],
  footFrom: 'uk',
  source,
  note: 'Unverified rows; check against asos.com before relying on them.',
  rows: [
    ['6', '39', '7'],
    ['7', '40.5', '8'],
    ['8', '42', '9'],
    ['9', '43', '10'],
    ['10', '44.5', '11'],
    ['11', '46', '12'],
    ['12', '47', '13'],
  ],
};
