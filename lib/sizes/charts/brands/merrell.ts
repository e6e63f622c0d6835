import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'MERRELL',
  'a public transcription of merrell.com/UK size guide, footwear table (read 2026-07-30)',
  '2026-07-30',
  ['S55'],
);
const note =
  'Merrell’s footwear table (its sandals table differs); fit is said to be true to size or large. Foot length follows the US size on the Brannock scale.';

/** [US, UK, EU] as Merrell prints them; the men’s chart has no US 13.5. */
export const merrellMen: BrandChartSpec = {
  brand: 'merrell',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  source,
  note,
  rows: [
    ['7', '6.5', '40'],
    ['7.5', '7', '41'],
    ['8', '7.5', '41.5'],
    ['8.5', '8', '42'],
    ['9', '8.5', '43'],
    ['9.5', '9', '43.5'],
    ['10', '9.5', '44'],
    ['10.5', '10', '44.5'],
    ['11', '10.5', '45'],
    ['11.5', '11', '46'],
    ['12', '11.5', '46.5'],
    ['12.5', '12', '47'],
    ['13', '12.5', '48'],
    ['14', '13', '49'],
    ['15', '14', '50'],
    ['16', '15', '51'],
  ],
};

export const merrellWomen: BrandChartSpec = {
  brand: 'merrell',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  footConventions: { usWomen: 'common' },
  source,
  note,
  rows: [
    ['5', '2.5', '35'],
    ['5.5', '3', '35.5'],
    ['6', '3.5', '36'],
    ['6.5', '4', '37'],
    ['7', '4.5', '37.5'],
    ['7.5', '5', '38'],
    ['8', '5.5', '38.5'],
    ['8.5', '6', '39'],
    ['9', '6.5', '40'],
    ['9.5', '7', '40.5'],
    ['10', '7.5', '41'],
    ['10.5', '8', '42'],
    ['11', '8.5', '42.5'],
    ['11.5', '9', '43'],
  ],
};
