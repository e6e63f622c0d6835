import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

/**
 * PUMA’s US/UK/FR conversion as transcribed in a public repository, without the page address; its
 * men’s US ↔ EU rows agree with an independent StockX-derived table (R9) on every shared row.
 */
const source = chartSource('PUMA', 'secondary', ['S54'], { checkedAt: '2026-11-01' });
const note = 'PUMA prints US, UK and EU (its “FR” column). Foot length follows the US size on the Brannock scale.';

export const pumaMen: BrandChartSpec = {
  brand: 'puma',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  source,
  note,
  rows: [
    ['4', '3', '35.5'],
    ['4.5', '3.5', '36'],
    ['5', '4', '37'],
    ['5.5', '4.5', '37.5'],
    ['6', '5', '38'],
    ['6.5', '5.5', '38.5'],
    ['7', '6', '39'],
    ['7.5', '6.5', '40'],
    ['8', '7', '40.5'],
    ['8.5', '7.5', '41'],
    ['9', '8', '42'],
    ['9.5', '8.5', '42.5'],
    ['10', '9', '43'],
    ['10.5', '9.5', '44'],
    ['11', '10', '44.5'],
    ['11.5', '10.5', '45'],
    ['12', '11', '46'],
    ['12.5', '11.5', '46.5'],
    ['13', '12', '47'],
    ['14', '13', '48.5'],
    ['15', '14', '49.5'],
    ['16', '15', '51'],
  ],
};

export const pumaWomen: BrandChartSpec = {
  brand: 'puma',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  footConventions: { usWomen: 'common' },
  source,
  note,
  rows: [
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
  ],
};
