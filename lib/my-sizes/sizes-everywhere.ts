import 'server-only';
import { brandCharts, convert, systemsFor, type ConvertOutcome, type Gender } from '@/lib/sizes';
import { brandSlugs, type BrandSlug } from '@/lib/sizes/slugs';
import type { EverywhereRow, MySizes, SizesEverywhere } from './types';

type Profile = Pick<MySizes, 'gender' | 'footLengthMm' | 'fit'>;

/**
 * The user's size in one brand (or the standard tables, brand null) through the engine's own
 * conversion, so every value carries the engine's origin. In the brand that fits them, the size
 * that fits is the answer; everywhere else the foot length is.
 */
export function convertForProfile(
  profile: Profile,
  gender: Gender,
  brand: BrandSlug | null,
): { outcome: ConvertOutcome; basis: 'fit' | 'foot' } {
  const fit = profile.fit;
  if (fit && brand === fit.brand && gender === profile.gender) {
    return { outcome: convert({ gender, brand, system: fit.system, size: fit.size }), basis: 'fit' };
  }
  return { outcome: convert({ gender, brand, footMm: profile.footLengthMm }), basis: 'foot' };
}

function row(profile: Profile, brand: BrandSlug | null, systems: readonly string[]): EverywhereRow {
  const { outcome, basis } = convertForProfile(profile, profile.gender, brand);
  const sizes: EverywhereRow['sizes'] = {};
  if (outcome.ok) {
    for (const id of systems) {
      const size = outcome.sizes[id as keyof typeof outcome.sizes];
      if (size) sizes[id as keyof typeof sizes] = { label: size.label, origin: size.origin };
    }
  }
  return { brand, basis, sizes };
}

/** The user's size in every system, in the standard tables and in every brand that prints their gender. */
export function sizesEverywhere(profile: Profile): SizesEverywhere {
  const systems = systemsFor(profile.gender);
  const brands = brandSlugs.filter((brand) => brandCharts[brand][profile.gender]);
  return {
    gender: profile.gender,
    footLengthMm: profile.footLengthMm,
    systems,
    rows: [row(profile, null, systems), ...brands.map((brand) => row(profile, brand, systems))],
  };
}
