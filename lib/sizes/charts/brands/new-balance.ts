import { brandChartSpecs, type BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'NEW-BALANCE',
  'two public transcriptions: the men’s and women’s printable sizing tools (PDF) linked from newbalance.com/size-guide.html (read 2026-07-30), and the size guide page itself with its CM labels (retrieved September 2026); they agree on every row both give',
  '2026-09-30',
);
const note =
  'New Balance prints US, UK, EU and a CM label (men’s US 9 = CM 27), the shoe’s label as on Nike’s chart rather than a foot measurement; the size guide page gives CM for men’s US 4–14 and women’s US 5–12 only, and the printable charts continue without it. No numeric kids’ chart was found (the kids’ tool is a foot tracing). Foot length follows the US size on the Brannock scale.';

/** [US, UK, EU, CM] as New Balance prints them: men’s whole sizes only above US 14 (US 13.5 is on the size guide page only); no women’s US 14.5. */
const specs = brandChartSpecs(
  {
    brand: 'new-balance',
    primary: 'us',
    columns: ['us', 'uk', 'eu', 'jp'],
    footFrom: 'us',
    source,
    note,
  },
  {
    men: [
      ['4', '3.5', '36', '22'],
      ['4.5', '4', '37', '22.5'],
      ['5', '4.5', '37.5', '23'],
      ['5.5', '5', '38', '23.5'],
      ['6', '5.5', '38.5', '24'],
      ['6.5', '6', '39.5', '24.5'],
      ['7', '6.5', '40', '25'],
      ['7.5', '7', '40.5', '25.5'],
      ['8', '7.5', '41.5', '26'],
      ['8.5', '8', '42', '26.5'],
      ['9', '8.5', '42.5', '27'],
      ['9.5', '9', '43', '27.5'],
      ['10', '9.5', '44', '28'],
      ['10.5', '10', '44.5', '28.5'],
      ['11', '10.5', '45', '29'],
      ['11.5', '11', '45.5', '29.5'],
      ['12', '11.5', '46.5', '30'],
      ['12.5', '12', '47', '30.5'],
      ['13', '12.5', '47.5', '31'],
      ['13.5', '13', '48.5', '31.5'],
      ['14', '13.5', '49', '32'],
      ['15', '14.5', '50', null],
      ['16', '15.5', '51', null],
      ['17', '16.5', '52', null],
      ['18', '17.5', '53', null],
      ['19', '18.5', '54', null],
      ['20', '19.5', '55', null],
    ],
    women: [
      ['4', '2', '34', null],
      ['4.5', '2.5', '34.5', null],
      ['5', '3', '35', '22'],
      ['5.5', '3.5', '36', '22.5'],
      ['6', '4', '36.5', '23'],
      ['6.5', '4.5', '37', '23.5'],
      ['7', '5', '37.5', '24'],
      ['7.5', '5.5', '38', '24.5'],
      ['8', '6', '39', '25'],
      ['8.5', '6.5', '40', '25.5'],
      ['9', '7', '40.5', '26'],
      ['9.5', '7.5', '41', '26.5'],
      ['10', '8', '41.5', '27'],
      ['10.5', '8.5', '42.5', '27.5'],
      ['11', '9', '43', '28'],
      ['11.5', '9.5', '43.5', '28.5'],
      ['12', '10', '44', '29'],
      ['12.5', '10.5', '45', null],
      ['13', '11', '45.5', null],
      ['13.5', '11.5', '46', null],
      ['14', '12', '46.5', null],
      ['15', '13', '48', null],
    ],
  },
);

export const newBalanceMen: BrandChartSpec = specs.men;
export const newBalanceWomen: BrandChartSpec = specs.women;
