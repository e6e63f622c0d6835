import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

/** Nothing was found for Alegria in any source; the whole chart is a recollection. */
export const alegriaWomen: BrandChartSpec = {
  brand: 'alegria',
  gender: 'women',
  primary: 'eu',
  columns: ['eu', 'us'],
  footFrom: 'eu',
  source: chartSource('UNSOURCED', 'unverified'),
  note: 'EU whole sizes only; each EU size covers a US women’s whole-and-half pair ("5-5.5"). Usual advice: size down when between sizes. Unverified.',
  rows: [
    ['35', '5-5.5'],
    ['36', '6-6.5'],
    ['37', '7-7.5'],
    ['38', '8-8.5'],
    ['39', '9-9.5'],
    ['40', '10-10.5'],
    ['41', '11-11.5'],
    ['42', '12'],
  ],
};
