import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

/** The rows come from a StockX-derived table whose publisher could not be traced; UGG’s own pages could not be read. */
const source = chartSource('R9', 'unverified');
const note = 'Mostly whole sizes. Not checked against UGG’s own chart. Wearers advise sizing down because the sheepskin compresses.';

export const uggMen: BrandChartSpec = {
  brand: 'ugg',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'eu'],
  footFrom: 'eu',
  source,
  note,
  rows: [
    ['5', '38'],
    ['6', '39'],
    ['7', '40'],
    ['8', '41'],
    ['9', '42'],
    ['10', '43'],
    ['11', '44'],
    ['12', '45'],
    ['13', '46'],
    ['14', '48.5'],
    ['15', '49.5'],
    ['16', '50.5'],
  ],
};

export const uggWomen: BrandChartSpec = {
  brand: 'ugg',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'eu'],
  footFrom: 'eu',
  source,
  note,
  rows: [
    ['5', '36'],
    ['6', '37'],
    ['7', '38'],
    ['8', '39'],
    ['9', '40'],
    ['10', '41'],
    ['11', '42'],
    ['12', '43'],
  ],
};

/** R9's "youth" list: 13 is little-kid 13C, then big-kid 1Y–6Y. */
export const uggKids: BrandChartSpec = {
  brand: 'ugg',
  gender: 'kids',
  primary: 'us',
  columns: ['us', 'eu'],
  footFrom: 'eu',
  source,
  note,
  rows: [
    ['13', '31'],
    ['1', '32.5'],
    ['2', '33.5'],
    ['3', '35'],
    ['4', '36'],
    ['5', '37'],
    ['6', '38'],
  ],
};
