import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'SAUCONY',
  'a public transcription of the men’s table of saucony.com/en/size-charts; the copy records no reading date, and it was read here on 2026-11-27',
  '2026-11-27',
);
const note =
  'Saucony prints US, UK, EU and a CM label for men (US 9 = CM 27.5), the shoe’s label rather than a foot measurement: it runs from 23 straight to 24 between US 5 and 5.5, as printed. No women’s table was found in a citing copy. Foot length follows the US size on the Brannock scale.';

/** [US, UK, EU, CM] as Saucony’s men’s table prints them. */
export const sauconyMen: BrandChartSpec = {
  brand: 'saucony',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'jp'],
  footFrom: 'us',
  source,
  note,
  rows: [
    ['4.5', '3.5', '36', '22.5'],
    ['5', '4', '37', '23'],
    ['5.5', '4.5', '38', '24'],
    ['6', '5', '38.5', '24.5'],
    ['6.5', '5.5', '39', '25'],
    ['7', '6', '40', '25.5'],
    ['7.5', '6.5', '40.5', '26'],
    ['8', '7', '41', '26.5'],
    ['8.5', '7.5', '42', '27'],
    ['9', '8', '42.5', '27.5'],
    ['9.5', '8.5', '43', '28'],
    ['10', '9', '44', '28.5'],
    ['10.5', '9.5', '44.5', '29'],
    ['11', '10', '45', '29.5'],
    ['11.5', '10.5', '46', '30'],
    ['12', '11', '46.5', '30.5'],
    ['12.5', '11.5', '47', '31'],
    ['13', '12', '48', '31.5'],
    ['13.5', '12.5', '49', '32'],
    ['14', '13', '50', '32.5'],
    ['14.5', '13.5', '51', '33'],
    ['15', '14', '52', '33.5'],
  ],
};
