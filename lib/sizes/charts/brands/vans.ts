import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';
import { unisexCharts } from '../unisex-chart';

const source = brandPageSource(
  'VANS',
  'a public transcription of vans.com/en-us/help/size-charts, men’s and women’s columns (retrieved September 2026; the day is not recorded)',
  '2026-09-30',
);

/**
 * Vans print one chart for both genders: a row’s men’s and women’s US sizes share its UK, EU and
 * CM labels (the women’s size is the men’s plus one and a half). The copy read lists men’s sizes from
 * US 6.5 and women’s up to US 11.5, so the smallest rows carry only a women’s label and the largest
 * only a men’s.
 */
const { men, women } = unisexCharts({
  brand: 'vans',
  labelKind: 'unisex',
  columns: ['usMen', 'usWomen', 'uk', 'eu', 'jp'],
  footFrom: 'eu',
  source,
  note: 'One unisex chart: each row prints a men’s and a women’s US size (women’s = men’s + 1.5) with one UK, EU and CM label. The CM column is read as the shoe’s label, as other brands print it above the foot; foot length follows the EU size.',
  rows: [
    [null, '5', '2.5', '34.5', '21.5'],
    [null, '5.5', '3', '35', '22'],
    [null, '6', '3.5', '36', '22.5'],
    [null, '6.5', '4', '36.5', '23'],
    [null, '7', '4.5', '37', '23.5'],
    [null, '7.5', '5', '38', '24'],
    ['6.5', '8', '5.5', '38.5', '24.5'],
    ['7', '8.5', '6', '39', '25'],
    ['7.5', '9', '6.5', '40', '25.5'],
    ['8', '9.5', '7', '40.5', '26'],
    ['8.5', '10', '7.5', '41', '26.5'],
    ['9', '10.5', '8', '42', '27'],
    ['9.5', '11', '8.5', '42.5', '27.5'],
    ['10', '11.5', '9', '43', '28'],
    ['10.5', null, '9.5', '44', '28.5'],
    ['11', null, '10', '44.5', '29'],
    ['11.5', null, '10.5', '45', '29.5'],
    ['12', null, '11', '46', '30'],
    ['13', null, '12', '47', '31'],
    ['14', null, '13', '48', '32'],
  ],
});

export const vansMen: BrandChartSpec = men;
export const vansWomen: BrandChartSpec = women;
