import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../sources';

const source = chartSource('R9', 'secondary', ['S73']);
const note =
  'US ↔ EU from a StockX-derived table (R9); foot length follows the model from EU. Women = men + 1.5 on the EU scale. ASICS New Zealand tells buyers to add 1–1.5 cm to foot length before reading its chart.';

export const asicsMen: BrandChartSpec = {
  brand: 'asics',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'eu'],
  footFrom: 'eu',
  source,
  note,
  rows: [
    ['3.5', '35.5'],
    ['4', '36'],
    ['4.5', '37'],
    ['5', '37.5'],
    ['5.5', '38'],
    ['6', '39'],
    ['6.5', '39.5'],
    ['7', '40'],
    ['7.5', '40.5'],
    ['8', '41.5'],
    ['8.5', '42'],
    ['9', '42.5'],
    ['9.5', '43.5'],
    ['10', '44'],
    ['10.5', '44.5'],
    ['11', '45'],
    ['11.5', '46'],
    ['12', '46.5'],
    ['12.5', '47'],
    ['13', '48'],
    ['13.5', '48.5'],
    ['14', '49'],
    ['14.5', '49.5'],
  ],
};

export const asicsWomen: BrandChartSpec = {
  brand: 'asics',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'eu'],
  footFrom: 'eu',
  source,
  note,
  rows: [
    ['4.5', '35'],
    ['5', '35.5'],
    ['5.5', '36'],
    ['6', '37'],
    ['6.5', '37.5'],
    ['7', '38'],
    ['7.5', '39'],
    ['8', '39.5'],
    ['8.5', '40'],
    ['9', '40.5'],
    ['9.5', '41.5'],
    ['10', '42'],
    ['10.5', '42.5'],
    ['11', '43.5'],
    ['11.5', '44'],
    ['12', '44.5'],
    ['12.5', '45'],
  ],
};
