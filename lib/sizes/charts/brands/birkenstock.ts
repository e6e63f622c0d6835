import { brandChartSpecs, type BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

/** Read in a retailer’s reprint of Birkenstock’s table (not on birkenstock.com), so `secondary`. */
const source = chartSource('BIRKENSTOCK', 'secondary', ['RR-BIRKENSTOCK'], { checkedAt: '2026-11-26' });
const note =
  'Sold by EU size, each in a regular and a narrow width of the same length (regular for a medium foot, women’s C or men’s D; narrow for women’s A or men’s B, per RunRepeat), so one foot length answers both widths. Birkenstock prints the foot length each EU size fits and a US range beside it.';

/** [EU, foot length mm, US range] exactly as printed; the EU sizes are the same for women and men. */
const specs = brandChartSpecs(
  {
    brand: 'birkenstock',
    primary: 'eu',
    columns: ['eu', 'footMm', 'us'],
    footFrom: 'footMm',
    widths: ['regular', 'narrow'],
    source,
    note,
  },
  {
    women: [
      ['35', '225', '4-4.5'],
      ['36', '230', '5-5.5'],
      ['37', '240', '6-6.5'],
      ['38', '245', '7-7.5'],
      ['39', '250', '8-8.5'],
      ['40', '260', '9-9.5'],
      ['41', '265', '10-10.5'],
      ['42', '270', '11-11.5'],
    ],
    men: [
      ['40', '260', '7-7.5'],
      ['41', '265', '8-8.5'],
      ['42', '270', '9-9.5'],
      ['43', '280', '10-10.5'],
      ['44', '285', '11-11.5'],
      ['45', '290', '12-12.5'],
      ['46', '300', '13-13.5'],
      ['47', '305', '14-14.5'],
    ],
  },
);

export const birkenstockWomen: BrandChartSpec = specs.women;
export const birkenstockMen: BrandChartSpec = specs.men;

/**
 * [EU, UK, US range] of BIRKENSTOCK's kids' sizes as birkenstock.com prints them (UK and EU from its own
 * size map, US as a half-size range), read in a public repository's size tables that cite the site
 * (accessed 2026-08-03); the copy gives no foot length and no widths, so foot length follows the EU size.
 */
export const birkenstockKids: BrandChartSpec = {
  brand: 'birkenstock',
  gender: 'kids',
  primary: 'eu',
  columns: ['eu', 'uk', 'us'],
  footFrom: 'eu',
  source: chartSource('BIRKENSTOCK-KIDS', 'secondary', [], { checkedAt: '2026-11-27' }),
  note: 'BIRKENSTOCK’s kids’ sizes: EU 24 to 34 with the UK size and a US range (little-kid 6–6.5 to big-kid 3–3.5), from a public copy of birkenstock.com; no foot length is printed, so it follows the EU size.',
  rows: [
    ['24', '7', '6-6.5'],
    ['25', '8', '7-7.5'],
    ['26', '8.5', '8-8.5'],
    ['27', '9', '9-9.5'],
    ['28', '10', '10-10.5'],
    ['29', '11', '11-11.5'],
    ['30', '11.5', '12-12.5'],
    ['31', '13', '13-13.5'],
    ['32', '13.5', '1-1.5'],
    ['33', '1', '2-2.5'],
    ['34', '2', '3-3.5'],
  ],
};
