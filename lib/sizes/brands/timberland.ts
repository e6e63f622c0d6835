import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../sources';

export const timberlandMen: BrandChartSpec = {
  brand: 'timberland',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'eu'],
  footFrom: 'eu',
  source: chartSource('R9', 'secondary'),
  note: 'US ↔ EU from a StockX-derived table (R9); foot length follows the model from EU. Wearers report the classic 6-inch boot runs about half a size large.',
  rows: [
    ['5', '37.5'],
    ['5.5', '38'],
    ['6', '39'],
    ['6.5', '39.5'],
    ['7', '40'],
    ['7.5', '41'],
    ['8', '41.5'],
    ['8.5', '42'],
    ['9', '43'],
    ['9.5', '43.5'],
    ['10', '44'],
    ['10.5', '44.5'],
    ['11', '45'],
    ['11.5', '45.5'],
    ['12', '46'],
    ['12.5', '47'],
    ['13', '47.5'],
    ['14', '49'],
    ['15', '50'],
  ],
};
