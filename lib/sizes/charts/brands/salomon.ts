import { brandChartSpecs, type BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'SALOMON',
  'a public transcription of the footwear-men and footwear-women tables of salomon.com/en-us/sizingchart (read 2026-08-03)',
  '2026-08-03',
);
const note =
  'Salomon prints EU sizes in thirds (42 2/3), one per half US size; UK is the men’s US size minus half a size and the women’s minus one and a half. A retailer’s Speedcross Peak chart (dressup.ge) pairs each EU size with a US size half a size lower; Salomon’s own tables are followed. Foot length follows the US size on the Brannock scale.';

/** [EU, UK, US] as Salomon’s men’s and women’s tables print them. */
const specs = brandChartSpecs(
  {
    brand: 'salomon',
    primary: 'eu',
    columns: ['eu', 'uk', 'us'],
    footFrom: 'us',
    source,
    note,
  },
  {
    men: [
      ['40', '6.5', '7'],
      ['40 2/3', '7', '7.5'],
      ['41 1/3', '7.5', '8'],
      ['42', '8', '8.5'],
      ['42 2/3', '8.5', '9'],
      ['43 1/3', '9', '9.5'],
      ['44', '9.5', '10'],
      ['44 2/3', '10', '10.5'],
      ['45 1/3', '10.5', '11'],
      ['46', '11', '11.5'],
      ['46 2/3', '11.5', '12'],
      ['47 1/3', '12', '12.5'],
      ['48', '12.5', '13'],
      ['48 2/3', '13', '13.5'],
      ['49 1/3', '13.5', '14'],
    ],
    women: [
      ['36', '3.5', '5'],
      ['36 2/3', '4', '5.5'],
      ['37 1/3', '4.5', '6'],
      ['38', '5', '6.5'],
      ['38 2/3', '5.5', '7'],
      ['39 1/3', '6', '7.5'],
      ['40', '6.5', '8'],
      ['40 2/3', '7', '8.5'],
      ['41 1/3', '7.5', '9'],
      ['42', '8', '9.5'],
      ['42 2/3', '8.5', '10'],
      ['43 1/3', '9', '10.5'],
      ['44', '9.5', '11'],
      ['44 2/3', '10', '11.5'],
      ['45 1/3', '10.5', '12'],
      ['46', '11', '12.5'],
      ['46 2/3', '11.5', '13'],
      ['47 1/3', '12', '13.5'],
      ['48', '12.5', '14'],
      ['48 2/3', '13', '14.5'],
      ['49 1/3', '13.5', '15'],
      ['50', '14', '15.5'],
      ['50 2/3', '14.5', '16'],
    ],
  },
);

export const salomonMen: BrandChartSpec = specs.men;
export const salomonWomen: BrandChartSpec = specs.women;
