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

/**
 * [the size a child usually wears, the Chuck Taylor All Star size to buy, the size to buy in all
 * other styles, foot length in inches] exactly as Converse prints its babies' and toddlers' chart
 * (Chuck Taylor All Star "runs a half size large"; whole sizes only; no Chuck Taylor for 1C).
 */
const infantToddlerRows: ReadonlyArray<readonly [string, string | null, string, string]> = [
  ['1C', null, '1C', '3 2/3'],
  ['2C', '2C', '2C', '4'],
  ['2.5C', '2C', '2C', '4 1/7'],
  ['3C', '3C', '3C', '4 1/3'],
  ['3.5C', '3C', '3C', '4 1/2'],
  ['4C', '4C', '4C', '4 2/3'],
  ['4.5C', '4C', '4C', '4 4/5'],
  ['5C', '5C', '5C', '5'],
  ['5.5C', '5C', '5C', '5 1/6'],
  ['6C', '6C', '6C', '5 1/3'],
  ['6.5C', '6C', '6C', '5 1/2'],
  ['7C', '7C', '7C', '5 2/3'],
  ['7.5C', '7C', '7C', '5 5/6'],
  ['8C', '8C', '8C', '6'],
  ['8.5C', '8C', '8C', '6 1/7'],
  ['9C', '9C', '9C', '6 2/7'],
  ['9.5C', '9C', '9C', '6 1/2'],
  ['10C', '10C', '10C', '6 2/3'],
  ['10.5C', '10C', '10C', '6 4/5'],
];

/**
 * Converse's own babies' and toddlers' chart, read in a stored copy of converse.com: its rows are the
 * sizes a child usually wears, each with the whole size Converse says to buy, so the answer to a
 * half size is the brand's own (2.5C: buy 2C), not a rounding of ours.
 */
export const converseKids: BrandChartSpec = {
  brand: 'converse',
  gender: 'kids',
  primary: 'us',
  columns: ['us', 'inch'],
  footFrom: 'inch',
  source: chartSource('CONVERSE-KIDS', 'verified', [], {
    checkedAt: '2026-11-27',
    brandPage: true,
    via: 'a stored copy of the page (capture date not given)',
  }),
  note: 'Converse sells babies’ and toddlers’ shoes in whole sizes only and prints, for each size a child usually wears, the size to buy: in Chuck Taylor All Star, which Converse says runs a half size large, and in all other styles, whose fit may vary. Chuck Taylor All Star is not made in 1C. The foot length is Converse’s own, in inches.',
  rows: infantToddlerRows.map(([us, , , inches]) => [us, inches]),
  sizeToBuy: { styles: ['chuckTaylorAllStar', 'otherStyles'], rows: infantToddlerRows.map(([, chuck, other]) => [chuck, other]) },
};
