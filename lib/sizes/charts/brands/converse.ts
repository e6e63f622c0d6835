import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';
import { unisexCharts } from '../unisex-chart';

/**
 * Converse prints one unisex chart (on every Chuck Taylor box): each row has a men's US label, the
 * UK label (equal to the men's), a women's US label two sizes up, EU and a CM label. The rows are
 * read in a retailer's transcription of the box chart, not on converse.com, so they are `secondary`.
 */
const source = chartSource('CONVERSE', 'secondary', [], { checkedAt: '2026-11-26' });

const { men, women } = unisexCharts({
  brand: 'converse',
  labelKind: 'unisex',
  columns: ['usMen', 'uk', 'usWomen', 'eu', 'jp'],
  footFrom: 'eu',
  source,
  note: 'One unisex chart: each row prints a men’s and a women’s US size (women’s = men’s + 2), with UK equal to the men’s US size. The CM column is the shoe’s label, not a foot length; foot length follows the EU size. The transcription read ends before the CM label of US 15.',
  rows: [
    ['3', '3', '5', '35', '22'],
    ['3.5', '3.5', '5.5', '36', '22.5'],
    ['4', '4', '6', '36.5', '23'],
    ['4.5', '4.5', '6.5', '37', '23.5'],
    ['5', '5', '7', '37.5', '24'],
    ['5.5', '5.5', '7.5', '38', '24.5'],
    ['6', '6', '8', '39', '25'],
    ['6.5', '6.5', '8.5', '39.5', '25.5'],
    ['7', '7', '9', '40', '26'],
    ['7.5', '7.5', '9.5', '41', '26.5'],
    ['8', '8', '10', '41.5', '27'],
    ['8.5', '8.5', '10.5', '42', '27.5'],
    ['9', '9', '11', '42.5', '28'],
    ['9.5', '9.5', '11.5', '43', '28.5'],
    ['10', '10', '12', '44', '29'],
    ['10.5', '10.5', '12.5', '44.5', '29.5'],
    ['11', '11', '13', '45', '30'],
    ['11.5', '11.5', '13.5', '46', '31.5'],
    ['12', '12', '14', '46.5', '32'],
    ['13', '13', '15', '47.5', '33'],
    ['14', '14', '16', '48.5', '34'],
    ['15', '15', '17', '49.5', null],
  ],
});

export const converseMen: BrandChartSpec = men;
export const converseWomen: BrandChartSpec = women;
