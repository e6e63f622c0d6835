import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'ASICS',
  'a public transcription of asics.com/nz size guide (read 2026-08-03); the CM labels from the ASICS group’s Onitsuka Tiger chart, whose US, UK and EU columns are identical',
  '2026-08-03',
  ['S73'],
);
const note =
  'ASICS prints UK, EU and a CM label (US men 9 = CM 27). The CM label is the shoe size Japanese shops sell by, not a foot measurement; ASICS advises adding 1–1.5 cm to a measured foot before reading it. Foot length follows the US size on the Brannock scale.';

/** [US, UK, EU, CM] as ASICS prints them; the men’s chart has no US 4.5, and no CM above US 14. */
export const asicsMen: BrandChartSpec = {
  brand: 'asics',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'jp'],
  footFrom: 'us',
  source,
  note,
  rows: [
    ['4', '3', '36', '22.5'],
    ['5', '4', '37.5', '23.5'],
    ['5.5', '4.5', '38', '24'],
    ['6', '5', '39', '24.5'],
    ['6.5', '5.5', '39.5', '25'],
    ['7', '6', '40', '25.25'],
    ['7.5', '6.5', '40.5', '25.5'],
    ['8', '7', '41.5', '26'],
    ['8.5', '7.5', '42', '26.5'],
    ['9', '8', '42.5', '27'],
    ['9.5', '8.5', '43.5', '27.5'],
    ['10', '9', '44', '28'],
    ['10.5', '9.5', '44.5', '28.25'],
    ['11', '10', '45', '28.5'],
    ['11.5', '10.5', '46', '29'],
    ['12', '11', '46.5', '29.5'],
    ['12.5', '11.5', '47', '30'],
    ['13', '12', '48', '30.5'],
    ['13.5', '12.5', '48.5', '30.75'],
    ['14', '13', '49', '31'],
    ['15', '14', '50.5', null],
    ['16', '15', '51.5', null],
  ],
};

export const asicsWomen: BrandChartSpec = {
  brand: 'asics',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'jp'],
  footFrom: 'us',
  footConventions: { usWomen: 'fia' },
  source,
  note,
  rows: [
    ['5', '3', '35.5', '22.5'],
    ['5.5', '3.5', '36', '22.75'],
    ['6', '4', '37', '23'],
    ['6.5', '4.5', '37.5', '23.5'],
    ['7', '5', '38', '24'],
    ['7.5', '5.5', '39', '24.5'],
    ['8', '6', '39.5', '25'],
    ['8.5', '6.5', '40', '25.5'],
    ['9', '7', '40.5', '25.75'],
    ['9.5', '7.5', '41.5', '26'],
    ['10', '8', '42', '26.5'],
    ['10.5', '8.5', '42.5', '27'],
    ['11', '9', '43.5', '27.5'],
    ['11.5', '9.5', '44', '28'],
    ['12', '10', '44.5', '28.5'],
    ['12.5', '10.5', '45', '28.75'],
    ['13', '11', '46', '29'],
  ],
};
