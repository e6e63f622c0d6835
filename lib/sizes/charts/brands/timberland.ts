import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'TIMB',
  'a public transcription of timberland.com/en-gb size chart, cross-checked with the en-us page (read 2026-07-30)',
  '2026-07-30',
);
const note =
  'Timberland prints US, UK and EU; wearers report the classic 6-inch boot runs about half a size large. Foot length follows the US size on the Brannock scale.';

/** [US, UK, EU] as Timberland prints them. */
export const timberlandMen: BrandChartSpec = {
  brand: 'timberland',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  source,
  note,
  rows: [
    ['4', '3.5', '36'],
    ['4.5', '4', '37'],
    ['5', '4.5', '37.5'],
    ['5.5', '5', '38'],
    ['6', '5.5', '39'],
    ['6.5', '6', '39.5'],
    ['7', '6.5', '40'],
    ['7.5', '7', '41'],
    ['8', '7.5', '41.5'],
    ['8.5', '8', '42'],
    ['9', '8.5', '43'],
    ['9.5', '9', '43.5'],
    ['10', '9.5', '44'],
    ['10.5', '10', '44.5'],
    ['11', '10.5', '45'],
    ['11.5', '11', '45.5'],
    ['12', '11.5', '46'],
    ['13', '12.5', '47.5'],
    ['14', '13.5', '49'],
    ['15', '14.5', '50'],
  ],
};

export const timberlandWomen: BrandChartSpec = {
  brand: 'timberland',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  footConventions: { usWomen: 'common' },
  source,
  note,
  rows: [
    ['5', '3', '35.5'],
    ['5.5', '3.5', '36'],
    ['6', '4', '37'],
    ['6.5', '4.5', '37.5'],
    ['7', '5', '38'],
    ['7.5', '5.5', '38.5'],
    ['8', '6', '39'],
    ['8.5', '6.5', '39.5'],
    ['9', '7', '40'],
    ['9.5', '7.5', '41'],
    ['10', '8', '41.5'],
    ['11', '9', '42'],
  ],
};
