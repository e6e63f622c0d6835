import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'DRM',
  'a public transcription of drmartens.com/uk shoe size guide, cross-checked with its US and EU pages (read 2026-07-30)',
  '2026-07-30',
  ['S78'],
);
const note = 'Sold in UK sizes; most styles come in whole sizes only, and the usual advice for half sizes is to size down.';

/** [UK, EU, US] as Dr. Martens prints them. */
export const drMartensMen: BrandChartSpec = {
  brand: 'dr-martens',
  gender: 'men',
  primary: 'uk',
  columns: ['uk', 'eu', 'us'],
  footFrom: 'uk',
  source,
  note,
  rows: [
    ['6', '39', '7'],
    ['6.5', '40', '7.5'],
    ['7', '41', '8'],
    ['8', '42', '9'],
    ['9', '43', '10'],
    ['9.5', '44', '10.5'],
    ['10', '45', '11'],
    ['11', '46', '12'],
    ['12', '47', '13'],
    ['13', '48', '14'],
    ['14', '49', '15'],
    ['15', '50', '16'],
  ],
};

export const drMartensWomen: BrandChartSpec = {
  brand: 'dr-martens',
  gender: 'women',
  primary: 'uk',
  columns: ['uk', 'eu', 'us'],
  footFrom: 'uk',
  source,
  note,
  rows: [
    ['3', '36', '5'],
    ['4', '37', '6'],
    ['5', '38', '7'],
    ['6', '39', '8'],
    ['6.5', '40', '8.5'],
    ['7', '41', '9'],
    ['8', '42', '10'],
    ['9', '43', '11'],
  ],
};
