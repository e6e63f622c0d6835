import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../sources';

/** S55 confirms Merrell sizes on the US grid with 5/10 mm steps; the rows themselves are unchecked. */
const source = chartSource('S55', 'unverified');
const note = 'US-based sizing, 5 mm per half size and 10 mm per full size; fit true to size or large. Rows unverified.';

export const merrellMen: BrandChartSpec = {
  brand: 'merrell',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'cm'],
  footFrom: 'cm',
  source,
  note,
  rows: [
    ['7', '6.5', '40', '25'],
    ['8', '7.5', '41.5', '26'],
    ['9', '8.5', '43', '27'],
    ['10', '9.5', '44', '28'],
    ['11', '10.5', '45', '29'],
    ['12', '11.5', '46.5', '30'],
  ],
};

export const merrellWomen: BrandChartSpec = {
  brand: 'merrell',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'cm'],
  footFrom: 'cm',
  source,
  note,
  rows: [
    ['6', '3.5', '36', '23'],
    ['7', '4.5', '37.5', '24'],
    ['8', '5.5', '39', '25'],
    ['9', '6.5', '40', '26'],
    ['10', '7.5', '41', '27'],
  ],
};
