import type { BrandChartSpec } from '../brand-chart';
import { brandPageSource } from '../../sources';
import { unisexCharts } from '../unisex-chart';

const source = brandPageSource(
  'CROCS',
  'a public transcription of the men’s and women’s tables of Crocs’ fit guide, crocs.co.uk (read 2026-07-30)',
  '2026-07-30',
);

/**
 * Crocs print a men’s and a women’s table (US, UK, EU as a two-size range) and sell unisex styles
 * under one combined label, “M4/W6”. Each row here is one printed size: the men’s and the women’s
 * size whose tables print the same EU range share a row (M4/W6 up to M9/W11); the rest are one
 * gender’s only. UK is printed per gender, so a row keeps both.
 */
const { men, women } = unisexCharts({
  brand: 'crocs',
  labelKind: 'combined',
  columns: ['usMen', 'usWomen', 'ukMen', 'ukWomen', 'eu'],
  footFrom: 'eu',
  source,
  note: 'Crocs label unisex sizes “M4/W6”: the men’s and women’s sizes printed with the same EU range. EU is printed as a range of two sizes; the fit guide also shows a combined table that disagrees with its own men’s and women’s tables, which are followed here. No kids’ (C/J) chart was transcribed. Foot length follows the EU range.',
  rows: [
    [null, '4', null, '2', '33-34'],
    [null, '5', null, '3', '34-35'],
    ['4', '6', '3', '4', '36-37'],
    ['5', '7', '4', '5', '37-38'],
    ['6', '8', '5', '6', '38-39'],
    ['7', '9', '6', '7', '39-40'],
    ['8', '10', '7', '8', '41-42'],
    ['9', '11', '8', '9', '42-43'],
    ['10', null, '9', null, '43-44'],
    ['11', null, '10', null, '45-46'],
    ['12', null, '11', null, '46-47'],
    ['13', null, '12', null, '48-49'],
    ['14', null, '13', null, '49-50'],
    ['15', null, '14', null, '50-51'],
    ['16', null, '15', null, '51-52'],
    ['17', null, '16', null, '52-53'],
  ],
});

export const crocsMen: BrandChartSpec = men;
export const crocsWomen: BrandChartSpec = women;
