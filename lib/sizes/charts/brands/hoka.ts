import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'HOKA',
  'a public transcription of the Men / Footwear / Wide table of HOKA’s size guide (vn.hoka.com/pages/size-guide), which leaves out the width-only columns; the copy records no reading date, and it was read here on 2026-11-27',
  '2026-11-27',
);
const note =
  'HOKA prints US, UK, EU in thirds (42 2/3) and a CM label (US 9 = 27), read here from its men’s wide-fit table, whose lengths are those of every width; no women’s table was found in a citing copy. Foot length follows the US size on the Brannock scale.';

/** [US, UK, EU, CM] as HOKA’s men’s table prints them. */
export const hokaMen: BrandChartSpec = {
  brand: 'hoka',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'jp'],
  footFrom: 'us',
  source,
  note,
  rows: [
    ['5', '4.5', '37 1/3', '23'],
    ['5.5', '5', '38', '23.5'],
    ['6', '5.5', '38 2/3', '24'],
    ['6.5', '6', '39 1/3', '24.5'],
    ['7', '6.5', '40', '25'],
    ['7.5', '7', '40 2/3', '25.5'],
    ['8', '7.5', '41 1/3', '26'],
    ['8.5', '8', '42', '26.5'],
    ['9', '8.5', '42 2/3', '27'],
    ['9.5', '9', '43 1/3', '27.5'],
    ['10', '9.5', '44', '28'],
    ['10.5', '10', '44 2/3', '28.5'],
    ['11', '10.5', '45 1/3', '29'],
    ['11.5', '11', '46', '29.5'],
    ['12', '11.5', '46 2/3', '30'],
    ['12.5', '12', '47 1/3', '30.5'],
    ['13', '12.5', '48', '31'],
    ['13.5', '13', '48 2/3', '31.5'],
    ['14', '13.5', '49 1/3', '32'],
    ['14.5', '14', '50', '32.5'],
    ['15', '14.5', '50 2/3', '33'],
  ],
};
