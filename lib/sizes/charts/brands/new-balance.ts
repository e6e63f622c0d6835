import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'NEW-BALANCE',
  'a public transcription of the men’s and women’s printable sizing tools (PDF) linked from newbalance.com/size-guide.html (read 2026-07-30)',
  '2026-07-30',
);
const note =
  'New Balance’s printable charts give US, UK and EU; the CM label its shop pages also show was not in the copy read, so it is left out. No numeric kids’ chart was found (the kids’ tool is a foot tracing). Foot length follows the US size on the Brannock scale.';

const shape = {
  brand: 'new-balance',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  source,
  note,
} as const satisfies Omit<BrandChartSpec, 'gender' | 'rows'>;

/** [US, UK, EU] as New Balance prints them; no US 13.5, and whole sizes only above US 13. */
export const newBalanceMen: BrandChartSpec = {
  ...shape,
  gender: 'men',
  rows: [
    ['4', '3.5', '36'],
    ['4.5', '4', '37'],
    ['5', '4.5', '37.5'],
    ['5.5', '5', '38'],
    ['6', '5.5', '38.5'],
    ['6.5', '6', '39.5'],
    ['7', '6.5', '40'],
    ['7.5', '7', '40.5'],
    ['8', '7.5', '41.5'],
    ['8.5', '8', '42'],
    ['9', '8.5', '42.5'],
    ['9.5', '9', '43'],
    ['10', '9.5', '44'],
    ['10.5', '10', '44.5'],
    ['11', '10.5', '45'],
    ['11.5', '11', '45.5'],
    ['12', '11.5', '46.5'],
    ['12.5', '12', '47'],
    ['13', '12.5', '47.5'],
    ['14', '13.5', '49'],
    ['15', '14.5', '50'],
    ['16', '15.5', '51'],
    ['17', '16.5', '52'],
    ['18', '17.5', '53'],
    ['19', '18.5', '54'],
    ['20', '19.5', '55'],
  ],
};

/** [US, UK, EU] as New Balance prints them; no US 14.5. */
export const newBalanceWomen: BrandChartSpec = {
  ...shape,
  gender: 'women',
  rows: [
    ['4', '2', '34'],
    ['4.5', '2.5', '34.5'],
    ['5', '3', '35'],
    ['5.5', '3.5', '36'],
    ['6', '4', '36.5'],
    ['6.5', '4.5', '37'],
    ['7', '5', '37.5'],
    ['7.5', '5.5', '38'],
    ['8', '6', '39'],
    ['8.5', '6.5', '40'],
    ['9', '7', '40.5'],
    ['9.5', '7.5', '41'],
    ['10', '8', '41.5'],
    ['10.5', '8.5', '42.5'],
    ['11', '9', '43'],
    ['11.5', '9.5', '43.5'],
    ['12', '10', '44'],
    ['12.5', '10.5', '45'],
    ['13', '11', '45.5'],
    ['13.5', '11.5', '46'],
    ['14', '12', '46.5'],
    ['15', '13', '48'],
  ],
};
