import type { Gender, SystemId } from '@/lib/sizes/browser';
import type { BrandToBrandResponse } from '@/lib/converter/api/brand-to-brand-response';

/**
 * The brand-to-brand box's question as a brand page's query ("I wear Nike US 9: what in ASICS?"),
 * so that it can be shared, the back button returns to the previous one, and without JavaScript
 * the form's GET is answered by the server. `fromBrand` is a brand's slug, or `any` for standard sizes.
 */
export const brandToBrandQueryKeys = ['fromGender', 'fromBrand', 'fromSystem', 'fromSize', 'toSystem'] as const;

/** `fromBrand` for standard sizes, no brand. */
export const anyBrand = 'any';

export interface BrandToBrandAsk {
  gender: Gender;
  fromBrand: string;
  system: SystemId;
  size: string;
  toSystem: SystemId;
}

/** The systems a size can be given in, per gender a source has a chart for. */
export type SourceSystems = Partial<Record<Gender, SystemId[]>>;

/** A brand a visitor may say they wear, `slug` null for standard sizes. */
export interface SourceOption {
  slug: string | null;
  systems: SourceSystems;
}

/** Standard sizes (no brand) can be given in every system a size is read in, for every gender. */
const standardSystems: SystemId[] = ['us', 'uk', 'eu', 'jp', 'kr', 'cn', 'au', 'br', 'mx'];
const sourceGenders: readonly Gender[] = ['men', 'women', 'kids'];

/**
 * The brands a page offers as sources, as it sends them to the browser: per brand slug, its systems
 * for men, women and kids in that order, space-separated, the genders separated by "/" and empty for
 * a gender without a chart (Nike "us uk eu jp/us uk eu jp/us eu", Alegria "/eu us"). Every brand page
 * carries the whole list, and this is about a third of the bytes of the same as JSON arrays.
 */
export type SentSources = Readonly<Record<string, string>>;

export function sentSourceSystems(systems: SourceSystems): string {
  return sourceGenders
    .map((gender) => (systems[gender] ?? []).join(' '))
    .join('/')
    .replace(/\/+$/, '');
}

/** The source options of sent sources, standard sizes first, the brands in the order sent. */
export function sourceOptions(sent: SentSources): SourceOption[] {
  const brands = Object.entries(sent).map(([slug, text]) => {
    const parts = text.split('/');
    const systems: SourceSystems = {};
    for (const [i, gender] of sourceGenders.entries()) {
      const part = parts[i]?.trim();
      if (part) systems[gender] = part.split(' ') as SystemId[];
    }
    return { slug, systems };
  });
  return [{ slug: null, systems: Object.fromEntries(sourceGenders.map((gender) => [gender, standardSystems])) }, ...brands];
}

/** What the box offers on one brand page: its genders, the brands one may wear (with their systems), this brand's systems. */
export interface BrandToBrandChoices {
  pageBrand: string;
  /** The brands a visitor may say they wear, standard sizes first. */
  brands: readonly SourceOption[];
  /** This brand's systems per gender, the one it is sized in first. */
  targetSystems: Partial<Record<Gender, SystemId[]>>;
}

/** Brands most people own a pair of, so the likeliest to be known: the box starts on the first that is not this page's. */
const likelySources = ['nike', 'adidas'];

function sourcesFor(choices: BrandToBrandChoices, gender: Gender) {
  return choices.brands.filter((brand) => brand.slug !== choices.pageBrand && brand.systems[gender]);
}

/** The systems a source prints (standard sizes: every system a size can be given in). */
export function sourceSystems(choices: BrandToBrandChoices, gender: Gender, fromBrand: string): SystemId[] {
  const slug = fromBrand === anyBrand ? null : fromBrand;
  return sourcesFor(choices, gender).find((brand) => brand.slug === slug)?.systems[gender] ?? [];
}

/**
 * Where the box starts: the first gender this brand has a chart for, the likeliest brand to be known
 * other than this one, and this brand's own system (US on ASICS) when that brand prints it too, so
 * the question reads in the page's terms; else the system the source brand is sized in.
 */
export function startingAsk(choices: BrandToBrandChoices, gender?: Gender): BrandToBrandAsk {
  const genders = Object.keys(choices.targetSystems) as Gender[];
  const chosen = gender && genders.includes(gender) ? gender : (genders[0] ?? 'men');
  const sources = sourcesFor(choices, chosen);
  const branded = sources.filter((brand) => brand.slug !== null);
  const source =
    likelySources.map((slug) => branded.find((brand) => brand.slug === slug)).find((brand) => brand !== undefined) ?? branded[0];
  const fromBrand = source?.slug ?? anyBrand;
  const pageSystem = choices.targetSystems[chosen]?.[0] ?? 'us';
  const systems = sourceSystems(choices, chosen, fromBrand);
  return {
    gender: chosen,
    fromBrand,
    system: systems.includes(pageSystem) ? pageSystem : (systems[0] ?? pageSystem),
    size: '',
    toSystem: pageSystem,
  };
}

/**
 * The question after the visitor picks another brand: its size system follows the brand (Nike
 * starts on US, Clarks on UK), so a size typed next is never read in a system left over from the
 * brand before.
 */
export function withSourceBrand(ask: BrandToBrandAsk, choices: BrandToBrandChoices, fromBrand: string): BrandToBrandAsk {
  const systems = sourceSystems(choices, ask.gender, fromBrand);
  return { ...ask, fromBrand, system: systems[0] ?? ask.system };
}

/** The question after a change of gender: the source and target follow the charts that gender has. */
export function withGender(ask: BrandToBrandAsk, choices: BrandToBrandChoices, gender: Gender): BrandToBrandAsk {
  const start = startingAsk(choices, gender);
  const keepsBrand = sourceSystems(choices, gender, ask.fromBrand).length > 0;
  const moved = keepsBrand ? withSourceBrand({ ...start, fromBrand: ask.fromBrand }, choices, ask.fromBrand) : start;
  const toSystems = choices.targetSystems[gender] ?? [];
  return { ...moved, size: ask.size, toSystem: toSystems.includes(ask.toSystem) ? ask.toSystem : moved.toSystem };
}

/**
 * The question a query asks, or null when it asks none (no size). A gender or target system the
 * page does not offer falls back to where the box starts; the brand and system are kept as asked,
 * so that a pair the box does not offer is refused (askProblem) rather than read as another.
 */
export function askFromQuery(query: URLSearchParams, choices: BrandToBrandChoices): BrandToBrandAsk | null {
  const size = query.get('fromSize')?.trim().slice(0, 24);
  if (!size) return null;
  const genders = Object.keys(choices.targetSystems) as Gender[];
  const asked = query.get('fromGender') as Gender | null;
  const start = startingAsk(choices, asked && genders.includes(asked) ? asked : undefined);
  const fromBrand = query.get('fromBrand') || anyBrand;
  const system = (query.get('fromSystem') as SystemId | null) || (sourceSystems(choices, start.gender, fromBrand)[0] ?? start.system);
  const toSystem = query.get('toSystem') as SystemId | null;
  return {
    ...start,
    fromBrand,
    system,
    size,
    toSystem: toSystem && choices.targetSystems[start.gender]?.includes(toSystem) ? toSystem : start.toSystem,
  };
}

/**
 * Why the box refuses a question before converting it, in the API's error codes: a brand with no
 * chart for the gender, or a system the brand does not print (the engine would work one out from
 * the foot length, and "Nike UK 9" must not quietly stand for a size Nike never printed).
 */
export function askProblem(ask: BrandToBrandAsk, choices: BrandToBrandChoices): 'unknownGender' | 'unknownSystem' | null {
  const systems = sourceSystems(choices, ask.gender, ask.fromBrand);
  if (systems.length === 0) return 'unknownGender';
  return systems.includes(ask.system) ? null : 'unknownSystem';
}

/** The question as query values (see brandToBrandQueryKeys). */
export function askToQuery(ask: BrandToBrandAsk): Record<(typeof brandToBrandQueryKeys)[number], string> {
  return { fromGender: ask.gender, fromBrand: ask.fromBrand, fromSystem: ask.system, fromSize: ask.size.trim(), toSystem: ask.toSystem };
}

/** The question's identity: an answer shown for another one is stale. */
export function askKey(ask: BrandToBrandAsk): string {
  return new URLSearchParams(askToQuery(ask)).toString();
}

/** The API's error details the box words its messages from. */
export interface BrandToBrandError {
  code?: string;
  range?: { minLabel?: string | null; maxLabel?: string | null };
  allowed?: string[];
}

/** What the box shows, with the question it answers. */
export type BrandToBrandShown =
  | { kind: 'result'; key: string; size: string; data: BrandToBrandResponse }
  | { kind: 'error'; key: string; size: string; error: BrandToBrandError };
