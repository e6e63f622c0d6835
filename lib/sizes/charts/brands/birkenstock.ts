import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

/** Read in a retailer’s reprint of Birkenstock’s table (not on birkenstock.com), so `secondary`. */
const source = chartSource('BIRKENSTOCK', 'secondary', ['RR-BIRKENSTOCK'], { checkedAt: '2026-11-26' });
const note =
  'Sold by EU size, each in a regular and a narrow width of the same length (regular for a medium foot, women’s C or men’s D; narrow for women’s A or men’s B, per RunRepeat), so one foot length answers both widths. Birkenstock prints the foot length each EU size fits and a US range beside it.';

/** [EU, foot length mm, US range] exactly as printed; the EU sizes are the same for women and men. */
const shape = {
  brand: 'birkenstock',
  primary: 'eu',
  columns: ['eu', 'footMm', 'us'],
  footFrom: 'footMm',
  widths: ['regular', 'narrow'],
  source,
  note,
} as const satisfies Omit<BrandChartSpec, 'gender' | 'rows'>;

export const birkenstockWomen: BrandChartSpec = {
  ...shape,
  gender: 'women',
  rows: [
    ['35', '225', '4-4.5'],
    ['36', '230', '5-5.5'],
    ['37', '240', '6-6.5'],
    ['38', '245', '7-7.5'],
    ['39', '250', '8-8.5'],
    ['40', '260', '9-9.5'],
    ['41', '265', '10-10.5'],
    ['42', '270', '11-11.5'],
  ],
};

export const birkenstockMen: BrandChartSpec = {
  ...shape,
  gender: 'men',
  rows: [
    ['40', '260', '7-7.5'],
    ['41', '265', '8-8.5'],
    ['42', '270', '9-9.5'],
    ['43', '280', '10-10.5'],
    ['44', '285', '11-11.5'],
    ['45', '290', '12-12.5'],
    ['46', '300', '13-13.5'],
    ['47', '305', '14-14.5'],
  ],
};
