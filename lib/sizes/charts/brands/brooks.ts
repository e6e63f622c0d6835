import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'BROOKS',
  'a public transcription of the men’s shoe table of Brooks’ size guide (brooksrunning.com/en_us/main-size-guide, men’s shoes); the copy records no reading date, and it was read here on 2026-11-27',
  '2026-11-27',
);
const note =
  'Brooks prints US, UK and EU for men’s shoes, with whole sizes only above US 13; no women’s table was found in a citing copy. Foot length follows the US size on the Brannock scale.';

/** [US, UK, EU] as Brooks’ men’s shoe table prints them. */
export const brooksMen: BrandChartSpec = {
  brand: 'brooks',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  source,
  note,
  rows: [
    ['5', '4', '37.5'],
    ['5.5', '4.5', '38'],
    ['6', '5', '38.5'],
    ['6.5', '5.5', '39'],
    ['7', '6', '40'],
    ['7.5', '6.5', '40.5'],
    ['8', '7', '41'],
    ['8.5', '7.5', '42'],
    ['9', '8', '42.5'],
    ['9.5', '8.5', '43'],
    ['10', '9', '44'],
    ['10.5', '9.5', '44.5'],
    ['11', '10', '45'],
    ['11.5', '10.5', '45.5'],
    ['12', '11', '46'],
    ['12.5', '11.5', '46.5'],
    ['13', '12', '47.5'],
    ['14', '13', '48.5'],
    ['15', '14', '49.5'],
    ['16', '15', '50.5'],
  ],
};
