import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../sources';

/** Men only: R9's women's list copies its Timberland list, so it is not used. */
export const pumaMen: BrandChartSpec = {
  brand: 'puma',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'eu'],
  footFrom: 'eu',
  source: chartSource('R9', 'secondary', ['S54']),
  note: 'US ↔ EU from a StockX-derived table (R9). No cm column, so foot length follows the model from EU. RunRepeat puts Puma men about one US size below Nike and adidas.',
  rows: [
    ['4', '35.5'],
    ['4.5', '36'],
    ['5', '37'],
    ['5.5', '37.5'],
    ['6', '38'],
    ['6.5', '38.5'],
    ['7', '39'],
    ['7.5', '40'],
    ['8', '40.5'],
    ['8.5', '41'],
    ['9', '42'],
    ['9.5', '42.5'],
    ['10', '43'],
    ['10.5', '44'],
    ['11', '44.5'],
    ['11.5', '45'],
    ['12', '46'],
    ['13', '47'],
    ['14', '48.5'],
  ],
};
