import type { BrandSlug } from '../slugs';
import { buildBrandChart, type BrandChart, type BrandChartSpec } from '../brand-chart';
import type { Gender } from '../../model/types';
import { adidasMen, adidasWomen } from './adidas';
import { alegriaWomen } from './alegria';
import { asicsMen, asicsWomen } from './asics';
import { asosMen, asosWomen } from './asos';
import { birkenstockKids, birkenstockMen, birkenstockWomen } from './birkenstock';
import { brooksMen } from './brooks';
import { clarksKids, clarksMen, clarksWomen } from './clarks';
import { converseKids, converseMen, converseWomen } from './converse';
import { crocsMen, crocsWomen } from './crocs';
import { drMartensMen, drMartensWomen } from './dr-martens';
import { hokaMen } from './hoka';
import { merrellMen, merrellWomen } from './merrell';
import { newBalanceMen, newBalanceWomen } from './new-balance';
import { nikeKids, nikeMen, nikeWomen } from './nike';
import { onMen, onWomen } from './on';
import { pumaMen, pumaWomen } from './puma';
import { reebokMen, reebokWomen } from './reebok';
import { salomonMen, salomonWomen } from './salomon';
import { sauconyMen } from './saucony';
import { sheinMen, sheinWomen } from './shein';
import { shimanoMen } from './shimano';
import { skechersMen, skechersWomen } from './skechers';
import { timberlandMen, timberlandWomen } from './timberland';
import { uggKids, uggMen, uggWomen } from './ugg';
import { vansMen, vansWomen } from './vans';

/** Every brand's charts by gender; a gender is missing where no data exists for it. */
const specs = {
  clarks: { men: clarksMen, women: clarksWomen, kids: clarksKids },
  nike: { men: nikeMen, women: nikeWomen, kids: nikeKids },
  adidas: { men: adidasMen, women: adidasWomen },
  'dr-martens': { men: drMartensMen, women: drMartensWomen },
  puma: { men: pumaMen, women: pumaWomen },
  timberland: { men: timberlandMen, women: timberlandWomen },
  ugg: { men: uggMen, women: uggWomen, kids: uggKids },
  alegria: { women: alegriaWomen },
  asics: { men: asicsMen, women: asicsWomen },
  asos: { men: asosMen, women: asosWomen },
  merrell: { men: merrellMen, women: merrellWomen },
  shein: { men: sheinMen, women: sheinWomen },
  shimano: { men: shimanoMen },
  // Issue 25's brands.
  converse: { men: converseMen, women: converseWomen, kids: converseKids },
  birkenstock: { men: birkenstockMen, women: birkenstockWomen, kids: birkenstockKids },
  salomon: { men: salomonMen, women: salomonWomen },
  skechers: { men: skechersMen, women: skechersWomen },
  'new-balance': { men: newBalanceMen, women: newBalanceWomen },
  crocs: { men: crocsMen, women: crocsWomen },
  vans: { men: vansMen, women: vansWomen },
  on: { men: onMen, women: onWomen },
  reebok: { men: reebokMen, women: reebokWomen },
  hoka: { men: hokaMen },
  brooks: { men: brooksMen },
  saucony: { men: sauconyMen },
} as const satisfies Record<BrandSlug, Partial<Record<Gender, BrandChartSpec>>>;

export const brandCharts: Readonly<Record<BrandSlug, Partial<Record<Gender, BrandChart>>>> = Object.fromEntries(
  Object.entries(specs).map(([brand, byGender]) => [
    brand,
    Object.fromEntries(Object.entries(byGender).map(([gender, spec]) => [gender, buildBrandChart(spec)])),
  ]),
) as Record<BrandSlug, Partial<Record<Gender, BrandChart>>>;

/** The genders a brand has charts for. */
export function brandGenders(brand: BrandSlug): Gender[] {
  return Object.keys(brandCharts[brand]) as Gender[];
}

/** The printed labels a brand's chart is built from: far smaller than the chart, and buildBrandChart gives the chart back. */
export function brandChartSpec(brand: BrandSlug, gender: Gender): BrandChartSpec | undefined {
  const byGender: Partial<Record<Gender, BrandChartSpec>> = specs[brand];
  return byGender[gender];
}
