import 'server-only';
import {
  brandCharts,
  brandToBrandFrom,
  convert,
  systemsFor,
  type ConvertResult,
  type Gender,
  type PrintedLabels,
  type SystemId,
} from '@/lib/sizes';
import { brandSlugs, type BrandSlug } from '@/lib/sizes/charts/slugs';
import type { EverywhereRow, MySizes, SizeCell, SizesEverywhere, SizeToBuyCell } from './types';

type Profile = Pick<MySizes, 'gender' | 'footLengthMm' | 'fit'>;

export interface ProfileSizes {
  sizes: Partial<Record<SystemId, SizeCell>>;
  basis: EverywhereRow['basis'];
  sizeToBuy?: SizeToBuyCell[];
}

/** The size to buy an answer's row names, as "my sizes" shows it (labels only). */
function toBuy(printed: PrintedLabels | undefined): Pick<ProfileSizes, 'sizeToBuy'> {
  if (!printed?.sizeToBuy) return {};
  return { sizeToBuy: printed.sizeToBuy.map(({ style, size }) => ({ style, size: size ? { label: size.label } : null })) };
}

/** The saved fit as the engine reads it on its brand's chart, or null when there is none (or it no longer converts). */
export function fitConversion(profile: Profile): ConvertResult | null {
  const fit = profile.fit;
  if (!fit) return null;
  const outcome = convert({ gender: profile.gender, brand: fit.brand, system: fit.system, size: fit.size }, { alternatives: false });
  return outcome.ok ? outcome : null;
}

/**
 * The user's sizes in one brand (or the standard tables, brand null), in the given systems, through
 * the engine so every value carries its origin. In the brand that fits them, the size that fits is
 * the answer; with a fit, every other brand answers through brand-to-brand from that fit, the rule
 * the brand-to-brand box uses; without one, the foot length answers.
 *
 * @param fitted the fit converted once by `fitConversion`, shared by all the brands of one view
 */
export function sizesForProfile(
  profile: Profile,
  gender: Gender,
  brand: BrandSlug | null,
  systems: readonly SystemId[],
  fitted: ConvertResult | null = fitConversion(profile),
): ProfileSizes {
  const cells = (read: (id: SystemId) => SizeCell | null) => {
    const sizes: ProfileSizes['sizes'] = {};
    for (const id of systems) {
      const cell = read(id);
      if (cell) sizes[id] = { label: cell.label, origin: cell.origin };
    }
    return sizes;
  };
  if (fitted && brand === fitted.brand && gender === fitted.gender) {
    return { basis: 'fit', sizes: cells((id) => fitted.sizes[id] ?? null), ...toBuy(fitted.printed) };
  }
  if (fitted) {
    // The answer in the brand's own system names the row whose size to buy is shown.
    const primary = brand ? brandCharts[brand][gender]?.primary : undefined;
    let printed: PrintedLabels | undefined;
    const sizes = cells((id) => {
      const answer = brandToBrandFrom(fitted, { brand, gender, system: id });
      if (!answer.ok) return null;
      if (id === primary) printed = answer.to.best.printed;
      return { label: answer.to.best.size.label, origin: answer.to.best.size.origin };
    });
    return { basis: 'viaFit', sizes, ...toBuy(printed) };
  }
  const outcome = convert({ gender, brand, footMm: profile.footLengthMm }, { alternatives: false });
  return {
    basis: 'foot',
    sizes: outcome.ok ? cells((id) => outcome.sizes[id] ?? null) : {},
    ...(outcome.ok ? toBuy(outcome.printed) : {}),
  };
}

/** The user's size in every system, in the standard tables and in every brand that prints their gender. */
export function sizesEverywhere(profile: Profile): SizesEverywhere {
  const systems = systemsFor(profile.gender);
  const brands = brandSlugs.filter((brand) => brandCharts[brand][profile.gender]);
  const fitted = fitConversion(profile);
  const row = (brand: BrandSlug | null): EverywhereRow => ({ brand, ...sizesForProfile(profile, profile.gender, brand, systems, fitted) });
  return {
    gender: profile.gender,
    footLengthMm: profile.footLengthMm,
    systems,
    rows: [row(null), ...brands.map(row)],
  };
}
