import type { BrandChartSpec } from '../brand-chart';
import { KIDS_RESTART_OFFSET } from '../model';
import { chartSource } from '../sources';

const source = chartSource('R3', 'secondary', ['S74', 'R9', 'S54']);

/**
 * Nike's chart ties cm to US size at 1 cm per size (US + 18 men, + 17 women), against the physical
 * 0.847 cm, and RunRepeat measures real Nike feet about 8 mm shorter (S54: US M 9 = 262 mm).
 * Product decision: a row's foot length follows the Brannock/ISO relation on its US size instead
 * (men 3·F_in − 22), which reproduces RunRepeat's measurements and adidas's foot_cm (the same
 * relation), so brand-to-brand reads Nike US 9 as adidas US 9. Nike's printed cm stays on the
 * chart as the brand label "Nike cm" (`brandCm`), never as the foot length in cm.
 */
export const nikeMen: BrandChartSpec = {
  brand: 'nike',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'brandCm'],
  footFrom: 'us',
  source,
  note: 'Manufacturer data as republished by R3. Nike cm = US + 18 from US 6 up; EU steps alternate 0.5 and 1; UK 6 is both US 6.5 and 7. Nike cm runs about 8 mm above measured feet (RunRepeat, S54: US 9 = 262 mm), so foot length follows the Brannock relation US men = 3·F_in − 22 and Nike cm is shown as Nike’s own label.',
  rows: [
    ['3.5', '3', '35.5', '22.5'],
    ['4', '3.5', '36', '23'],
    ['4.5', '4', '36.5', '23.5'],
    ['5', '4.5', '37.5', '23.5'],
    ['5.5', '5', '38', '24'],
    ['6', '5.5', '38.5', '24'],
    ['6.5', '6', '39', '24.5'],
    ['7', '6', '40', '25'],
    ['7.5', '6.5', '40.5', '25.5'],
    ['8', '7', '41', '26'],
    ['8.5', '7.5', '42', '26.5'],
    ['9', '8', '42.5', '27'],
    ['9.5', '8.5', '43', '27.5'],
    ['10', '9', '44', '28'],
    ['10.5', '9.5', '44.5', '28.5'],
    ['11', '10', '45', '29'],
    ['11.5', '10.5', '45.5', '29.5'],
    ['12', '11', '46', '30'],
    ['12.5', '11.5', '47', '30.5'],
    ['13', '12', '47.5', '31'],
    ['13.5', '12.5', '48', '31.5'],
    ['14', '13', '48.5', '32'],
    ['14.5', '13.5', '49', '32.5'],
    ['15', '14', '49.5', '33'],
    ['15.5', '14.5', '50', '33.5'],
    ['16', '15', '50.5', '34'],
  ],
};

/**
 * Women's rows read foot length from the women's relation US women = 3·F_in − 21 (the ISO/FIA
 * scale): it gives RunRepeat's measured Nike women's lengths exactly (S54: W 7 = 237, 8 = 245,
 * 9 = 254 mm) and, like Nike's own cm, puts a women's size about 5 mm above the men's size that
 * shares its EU label; the "common" +1.5 relation would put them at the same length.
 */
export const nikeWomen: BrandChartSpec = {
  brand: 'nike',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'brandCm'],
  footFrom: 'us',
  footConventions: { usWomen: 'fia' },
  source,
  note: 'Manufacturer data as republished by R3. Women = men + 1.5 on Nike’s UK and EU labels; Nike cm = US + 17, so EU 42.5 is 27.5 Nike cm here but 27 on the men’s chart. Foot length follows the women’s relation US women = 3·F_in − 21, which matches RunRepeat’s measured Nike lengths (S54: W 8 = 245 mm); Nike cm is shown as Nike’s own label.',
  rows: [
    ['4', '1.5', '34.5', '21'],
    ['4.5', '2', '35', '21.5'],
    ['5', '2.5', '35.5', '22'],
    ['5.5', '3', '36', '22.5'],
    ['6', '3.5', '36.5', '23'],
    ['6.5', '4', '37.5', '23.5'],
    ['7', '4.5', '38', '24'],
    ['7.5', '5', '38.5', '24.5'],
    ['8', '5.5', '39', '25'],
    ['8.5', '6', '40', '25.5'],
    ['9', '6.5', '40.5', '26'],
    ['9.5', '7', '41', '26.5'],
    ['10', '7.5', '42', '27'],
    ['10.5', '8', '42.5', '27.5'],
    ['11', '8.5', '43', '28'],
    ['11.5', '9', '44', '28.5'],
    ['12', '9.5', '44.5', '29'],
    ['12.5', '10', '45', '29.5'],
    ['13', '10.5', '45.5', '30'],
  ],
};

const kidsUsEu: ReadonlyArray<readonly [string, string]> = [
  ['1C', '16'],
  ['2C', '17'],
  ['3C', '18.5'],
  ['4C', '19.5'],
  ['5C', '21'],
  ['6C', '22'],
  ['7C', '23.5'],
  ['8C', '25'],
  ['9C', '26'],
  ['10C', '27'],
  ['10.5C', '27.5'],
  ['11C', '28'],
  ['11.5C', '28.5'],
  ['12C', '29.5'],
  ['12.5C', '30'],
  ['13C', '31'],
  ['13.5C', '31.5'],
  ['1Y', '32'],
  ['1.5Y', '33'],
  ['2Y', '33.5'],
  ['2.5Y', '34'],
  ['3Y', '35'],
  ['3.5Y', '35.5'],
  ['4Y', '36'],
  ['4.5Y', '36.5'],
  ['5Y', '37.5'],
  ['5.5Y', '38'],
  ['6Y', '38.5'],
  ['6.5Y', '39'],
  ['7Y', '40'],
];

/**
 * Nike-style kids charts put UK half a size below US (S67: 2C = UK 1.5, 1Y = UK 13.5); the rows
 * only list US and EU, so the UK column applies that rule, continuing onto the adult scale after 13.5.
 */
function ukHalfBelow(us: string): string {
  const value = Number.parseFloat(us);
  const index = us.endsWith('Y') ? value + KIDS_RESTART_OFFSET : value;
  const uk = index - 0.5;
  return String(uk > KIDS_RESTART_OFFSET + 0.5 ? uk - KIDS_RESTART_OFFSET : uk);
}

export const nikeKids: BrandChartSpec = {
  brand: 'nike',
  gender: 'kids',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'eu',
  source: chartSource('R9', 'secondary', ['S67']),
  note: 'US C/Y ↔ EU from a StockX-derived table (R9) that matches the Lemkus Nike-style chart (S67); UK = US − 0.5 per S67. No cm column, so foot length follows the model from EU.',
  rows: kidsUsEu.map(([us, eu]) => [us, ukHalfBelow(us), eu]),
};
