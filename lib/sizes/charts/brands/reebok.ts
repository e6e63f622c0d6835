import { brandChartSpecs, type BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

const source = brandPageSource(
  'REEBOK',
  'a public transcription of reebok.com’s men’s and women’s shoe size guides (retrieved September 2026; the day is not recorded), whose heel-to-toe inches it gives in centimetres to 1 mm',
  '2026-09-30',
);
const note =
  'Reebok’s shoe size guides print the US size and the heel-to-toe foot length in inches only, with no UK or EU column; the lengths are shown here in centimetres, converted to the millimetre. Foot length is the printed one.';

/** [US, heel-to-toe cm] as Reebok’s men’s and women’s guides print them. */
const specs = brandChartSpecs(
  {
    brand: 'reebok',
    primary: 'us',
    columns: ['us', 'cm'],
    footFrom: 'cm',
    source,
    note,
  },
  {
    men: [
      ['6.5', '24.1'],
      ['7', '24.6'],
      ['7.5', '24.9'],
      ['8', '25.4'],
      ['8.5', '25.9'],
      ['9', '26.2'],
      ['9.5', '26.7'],
      ['10', '27.2'],
      ['10.5', '27.4'],
      ['11', '27.9'],
      ['11.5', '28.4'],
      ['12', '28.7'],
      ['12.5', '29.2'],
      ['13', '29.7'],
      ['13.5', '30.0'],
      ['14', '30.5'],
    ],
    women: [
      ['5', '21.6'],
      ['5.5', '22.1'],
      ['6', '22.4'],
      ['6.5', '22.9'],
      ['7', '23.4'],
      ['7.5', '23.6'],
      ['8', '24.1'],
      ['8.5', '24.6'],
      ['9', '24.9'],
      ['9.5', '25.4'],
      ['10', '25.9'],
      ['10.5', '26.2'],
      ['11', '26.7'],
    ],
  },
);

export const reebokMen: BrandChartSpec = specs.men;
export const reebokWomen: BrandChartSpec = specs.women;
