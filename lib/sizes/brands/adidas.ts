import type { BrandChartSpec } from '../brand-chart';
import { chartSource } from '../sources';

const source = chartSource('R3', 'secondary', ['S64', 'S65']);

// [US men, US women, UK, EU, foot cm]; EU = 36 + (US − 4)·4/3, hence the thirds.
const rows: ReadonlyArray<ReadonlyArray<string | null>> = [
  ['4', '5', '3.5', '36', '22.1'],
  ['4.5', '5.5', '4', '36 2/3', '22.5'],
  ['5', '6', '4.5', '37 1/3', '22.9'],
  ['5.5', '6.5', '5', '38', '23.3'],
  ['6', '7', '5.5', '38 2/3', '23.8'],
  ['6.5', '7.5', '6', '39 1/3', '24.2'],
  ['7', '8', '6.5', '40', '24.6'],
  ['7.5', '8.5', '7', '40 2/3', '25'],
  ['8', '9', '7.5', '41 1/3', '25.5'],
  ['8.5', '9.5', '8', '42', '25.9'],
  ['9', '10', '8.5', '42 2/3', '26.3'],
  ['9.5', '10.5', '9', '43 1/3', '26.7'],
  ['10', '11', '9.5', '44', '27.1'],
  ['10.5', '11.5', '10', '44 2/3', '27.6'],
  ['11', '12', '10.5', '45 1/3', '28'],
  ['11.5', '12.5', '11', '46', '28.4'],
  ['12', '13', '11.5', '46 2/3', '28.8'],
  ['12.5', '13.5', '12', '47 1/3', '29.3'],
  ['13', '14', '12.5', '48', '29.7'],
  ['13.5', '14.5', '13', '48 2/3', '30.1'],
  ['14', '15', '13.5', '49 1/3', '30.5'],
  ['14.5', '15.5', '14', '50', '31'],
  ['15', null, '14.5', '50 2/3', '31.4'],
  ['16', null, '15', '51 1/3', '31.8'],
  ['17', null, '16', '52 2/3', '32.6'],
  ['18', null, '17', '53 1/3', '33.5'],
  ['19', null, '18', '54 2/3', '34.3'],
  ['20', null, '19', '55 2/3', '35.2'],
];

const note =
  'adidas data as republished by R3 and an adidas stock listing (S64). EU in thirds (42 2/3); UK = US men − 0.5; US women = US men + 1; foot cm follows the Brannock formula.';

export const adidasMen: BrandChartSpec = {
  brand: 'adidas',
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'cm'],
  footFrom: 'cm',
  source,
  note,
  rows: rows.map(([usMen, , uk, eu, cm]) => [usMen ?? null, uk ?? null, eu ?? null, cm ?? null]),
};

export const adidasWomen: BrandChartSpec = {
  brand: 'adidas',
  gender: 'women',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'cm'],
  footFrom: 'cm',
  source,
  note,
  rows: rows.filter((row) => row[1] !== null).map(([, usWomen, uk, eu, cm]) => [usWomen ?? null, uk ?? null, eu ?? null, cm ?? null]),
};
