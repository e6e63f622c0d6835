import 'server-only';
import { brandCharts, countryPresets, type Gender, type SystemId } from '@/lib/sizes';
import type { BrandSlug } from '@/lib/sizes/charts/slugs';
import { brandOfPage, countryOfPage, type ConverterPageKey } from './page-key';
import { sizesForProfile } from './sizes-everywhere';
import type { MySizes, SizeHere } from './types';

type Profile = Pick<MySizes, 'gender' | 'footLengthMm' | 'fit'>;

/** The foot length is shown beside the sizes, so foot-length columns would only repeat it. */
const footColumns: ReadonlySet<SystemId> = new Set(['cm', 'inch']);
const everyday: SystemId[] = ['us', 'uk', 'eu'];

interface PagePlan {
  gender: Gender;
  brand: BrandSlug | null;
  systems: SystemId[];
}

/** Which gender, chart and systems a page's answer uses; null where the page has no chart for the user. */
function planFor(page: ConverterPageKey, profile: Profile): PagePlan | null {
  if (page === 'men' || page === 'women' || page === 'kids') return { gender: page, brand: null, systems: everyday };
  const brand = brandOfPage(page);
  if (brand) {
    const chart = brandCharts[brand][profile.gender];
    if (!chart) return null;
    return { gender: profile.gender, brand, systems: chart.columns.filter((id) => !footColumns.has(id)) };
  }
  const country = countryOfPage(page);
  if (country)
    return { gender: profile.gender, brand: null, systems: countryPresets[country].systems.filter((id) => !footColumns.has(id)) };
  return { gender: profile.gender, brand: null, systems: everyday };
}

/** The user's size on one converter page, ready to show; null when the page cannot answer for their foot. */
export function sizeHere(profile: Profile, page: ConverterPageKey): SizeHere | null {
  const plan = planFor(page, profile);
  if (!plan) return null;
  const { sizes: cells, basis, sizeToBuy } = sizesForProfile(profile, plan.gender, plan.brand, plan.systems);
  const sizes: SizeHere['sizes'] = plan.systems.flatMap((system) => {
    const cell = cells[system];
    return cell ? [{ system, ...cell }] : [];
  });
  if (sizes.length === 0) return null;
  return {
    page,
    brand: plan.brand,
    gender: plan.gender,
    basis,
    footLengthMm: profile.footLengthMm,
    sizes,
    ...(sizeToBuy ? { sizeToBuy } : {}),
  };
}
