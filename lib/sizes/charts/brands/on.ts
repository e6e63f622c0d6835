import { brandChartSpecs, type BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';

/**
 * On print a chart per product page and no general one, and the Cloudmonster 3 page differs from the
 * Cloudpulse page kept here (UK one below the men's US, EU 45.5–48 at US 11.5–13.5), so the note says so.
 */
const source = brandPageSource(
  'ON',
  'a public transcription of the size chart on on.com product pages (Cloudpulse) and of On’s sizing FAQ (retrieved September 2026; the day is not recorded)',
  '2026-09-30',
  ['ON-CM3'],
);
const note =
  'On print US, UK, EU and a JP label in centimetres; On’s sizing FAQ says women’s shoes are one and a half US sizes above men’s with the same UK, EU and JP, and that the JP label is about 1 cm more than the foot. The copy read covers men’s US 7–14. On print the chart per product, and the Cloudmonster 3 page prints UK one below the men’s US and EU 45.5–48 for US 11.5–13.5; the Cloudpulse page is followed here. Foot length follows the US size on the Brannock scale.';

/** [US, UK, EU, JP] as On print them; the women's rows are the men's with On's women's US size, one and a half above. */
const { men, women } = brandChartSpecs(
  { brand: 'on', primary: 'us', columns: ['us', 'uk', 'eu', 'jp'], footFrom: 'us', source, note },
  {
    men: [
      ['7', '6.5', '40', '25'],
      ['7.5', '7', '40.5', '25.5'],
      ['8', '7.5', '41', '26'],
      ['8.5', '8', '42', '26.5'],
      ['9', '8.5', '42.5', '27'],
      ['9.5', '9', '43', '27.5'],
      ['10', '9.5', '44', '28'],
      ['10.5', '10', '44.5', '28.5'],
      ['11', '10.5', '45', '29'],
      ['11.5', '11', '46', '29.5'],
      ['12', '11.5', '47', '30'],
      ['12.5', '12', '47.5', '30.5'],
      ['13', '12.5', '48', '31'],
      ['13.5', '13', '48.5', '31.5'],
      ['14', '13.5', '49', '32'],
    ],
    women: [
      ['8.5', '6.5', '40', '25'],
      ['9', '7', '40.5', '25.5'],
      ['9.5', '7.5', '41', '26'],
      ['10', '8', '42', '26.5'],
      ['10.5', '8.5', '42.5', '27'],
      ['11', '9', '43', '27.5'],
      ['11.5', '9.5', '44', '28'],
      ['12', '10', '44.5', '28.5'],
      ['12.5', '10.5', '45', '29'],
      ['13', '11', '46', '29.5'],
      ['13.5', '11.5', '47', '30'],
      ['14', '12', '47.5', '30.5'],
      ['14.5', '12.5', '48', '31'],
      ['15', '13', '48.5', '31.5'],
      ['15.5', '13.5', '49', '32'],
    ],
  },
);

export const onMen: BrandChartSpec = men;
export const onWomen: BrandChartSpec = women;
