import { brandChartSpecs, type BrandChartSpec } from '../brand-chart';
import { chartSource } from '../../sources';

/** The rows come from a retailer’s chart that does not cite Skechers; Skechers’ own page was not read. */
const source = chartSource('SKECHERS', 'unverified', [], { checkedAt: '2026-11-26' });
const note = 'Not checked against Skechers’ own chart. Foot length follows the EU size.';

/** [US, UK, EU] as the retailer prints them; it prints no UK size for women’s US 5 and 5.5. */
const specs = brandChartSpecs(
  {
    brand: 'skechers',
    primary: 'us',
    columns: ['us', 'uk', 'eu'],
    footFrom: 'eu',
    source,
    note,
  },
  {
    men: [
      ['6.5', '5.5', '39'],
      ['7', '6', '39.5'],
      ['7.5', '6.5', '40'],
      ['8', '7', '41'],
      ['8.5', '7.5', '41.5'],
      ['9', '8', '42'],
      ['9.5', '8.5', '42.5'],
      ['10', '9', '43'],
      ['10.5', '9.5', '44'],
      ['11', '10', '45'],
      ['11.5', '10.5', '45.5'],
      ['12', '11', '46'],
      ['12.5', '11.5', '47'],
      ['13', '12', '47.5'],
      ['13.5', '12.5', '48'],
      ['14', '13', '48.5'],
      ['15', '14', '49.5'],
      ['16', '15', '50.5'],
    ],
    women: [
      ['5', null, '35'],
      ['5.5', null, '35.5'],
      ['6', '3', '36'],
      ['6.5', '3.5', '36.5'],
      ['7', '4', '37'],
      ['7.5', '4.5', '37.5'],
      ['8', '5', '38'],
      ['8.5', '5.5', '38.5'],
      ['9', '6', '39'],
      ['9.5', '6.5', '39.5'],
      ['10', '7', '40'],
      ['10.5', '7.5', '40.5'],
      ['11', '8', '41'],
      ['12', '9', '42'],
      ['13', '10', '43'],
    ],
  },
);

export const skechersMen: BrandChartSpec = specs.men;
export const skechersWomen: BrandChartSpec = specs.women;
