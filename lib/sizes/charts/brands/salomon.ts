import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

/**
 * [foot length cm, EU, US] exactly as a retailer reprints Salomon’s chart for the Speedcross Peak
 * (its US 8.5 = EU 42 2/3 = 26.5 cm matches the men’s row of the research); Salomon’s own page was
 * not read, and no women’s or kids’ chart was found, so only the men’s chart exists.
 */
export const salomonMen: BrandChartSpec = {
  brand: 'salomon',
  gender: 'men',
  primary: 'eu',
  columns: ['cm', 'eu', 'us'],
  footFrom: 'cm',
  source: chartSource('S66', 'secondary', [], { checkedAt: '2026-11-26' }),
  note: 'Salomon prints EU sizes in thirds (42 2/3), one per half US size and half centimetre of foot length; EU 47 1/2 is printed as a half.',
  rows: [
    ['21.5', '36', '3.5'],
    ['22', '36 2/3', '4'],
    ['22.5', '37 1/3', '4.5'],
    ['23', '38', '5'],
    ['23.5', '38 2/3', '5.5'],
    ['24', '39 1/3', '6'],
    ['24.5', '40', '6.5'],
    ['25', '40 2/3', '7'],
    ['25.5', '41 1/3', '7.5'],
    ['26', '42', '8'],
    ['26.5', '42 2/3', '8.5'],
    ['27', '43 1/3', '9'],
    ['27.5', '44', '9.5'],
    ['28', '44 2/3', '10'],
    ['28.5', '45 1/3', '10.5'],
    ['29', '46', '11'],
    ['29.5', '46 2/3', '11.5'],
    ['30', '47 1/2', '12'],
    ['30.5', '48', '12.5'],
    ['31', '48 2/3', '13'],
    ['31.5', '49 1/3', '13.5'],
    ['32', '50', '14'],
    ['32.5', '50 2/3', '14.5'],
  ],
};
