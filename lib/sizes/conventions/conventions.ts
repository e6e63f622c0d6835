import type { Confidence, SystemId } from '../model/types';
import type { SourceId } from '../sources';

/**
 * Where published conversions disagree, the engine picks the most common rule and keeps the
 * others as data so a page can name them. The selectable ones change `convert` output; the
 * informational ones describe why a country has more than one system (e.g. `mx` vs `mx-legacy`).
 */

export interface ConventionOption {
  id: string;
  /** The rule in one line, for developers and as an English fallback. */
  rule: string;
  sources: SourceId[];
  confidence: Confidence;
}

export interface Convention {
  id: string;
  selectable: boolean;
  defaultOption: string;
  /** Why the default was chosen. */
  note: string;
  affects: SystemId[];
  options: ConventionOption[];
}

const generic = {
  id: 'generic',
  selectable: true,
  defaultOption: 'tables',
  note: 'Without a brand, sizes follow the published conversion tables most shops use (Foot Locker, Zappos, JIS; for kids the Clarks and Nike charts); the ISO/TS 19407 model from foot length sits at one end of their spread.',
  affects: ['us', 'uk', 'eu', 'jp'],
  options: [
    {
      id: 'tables',
      rule: 'The consensus of the published tables (standard.ts)',
      sources: ['FOOTLOCKER', 'ZAPPOS', 'S17', 'KIWI'],
      confidence: 'secondary',
    },
    {
      id: 'iso',
      rule: 'The ISO/TS 19407 model: every system from foot length plus two size units',
      sources: ['R4', 'R7', 'S3'],
      confidence: 'secondary',
    },
  ],
} as const satisfies Convention;

const usWomen = {
  id: 'usWomen',
  selectable: true,
  defaultOption: 'common',
  note: 'Most charts, Nike among them, use men + 1.5; the FIA scale (men + 1) is the ISO table and adidas.',
  affects: ['us', 'ca', 'ph', 'au'],
  options: [
    { id: 'common', rule: 'US women = US men + 1.5', sources: ['S2', 'S1'], confidence: 'verified' },
    { id: 'fia', rule: 'US women = US men + 1 (Footwear Industries of America)', sources: ['S2', 'R4', 'R7'], confidence: 'verified' },
    { id: 'converse', rule: 'US women = US men + 2 (Converse)', sources: ['S50'], confidence: 'verified' },
  ],
} as const satisfies Convention;

const euAllowance = {
  id: 'euAllowance',
  selectable: true,
  defaultOption: 'iso',
  note: 'EU sizes are last lengths; how much to add to the foot is disputed. The ISO model adds two Paris points.',
  affects: ['eu', 'fr', 'de', 'it', 'es', 'br', 'co', 'mx-legacy'],
  options: [
    {
      id: 'iso',
      rule: 'EU = foot mm / (20/3) + 2 (last = foot + 2 Paris points, 13.3 mm)',
      sources: ['R4', 'R7', 'S3'],
      confidence: 'secondary',
    },
    { id: 'foot-plus-1.5cm', rule: 'EU = (foot cm + 1.5) × 1.5', sources: ['S36', 'S38'], confidence: 'verified' },
    { id: 'foot-plus-2cm', rule: 'EU = (foot cm + 2) × 1.5', sources: ['S37', 'S47'], confidence: 'verified' },
  ],
} as const satisfies Convention;

const usKids = {
  id: 'usKids',
  selectable: true,
  defaultOption: 'uk-plus-1',
  note: 'UK + 1 keeps US kids continuous with US men (7Y ≈ men’s 7, S52) and is the Clarks-based default (R6); Nike charts UK + 0.5 and the Wikipedia formula gives UK + 1/3.',
  affects: ['us', 'ca', 'ph'],
  options: [
    { id: 'uk-plus-1', rule: 'US kids = UK child + 1', sources: ['R6', 'S52'], confidence: 'secondary' },
    { id: 'uk-plus-half', rule: 'US kids = UK child + 0.5 (Nike)', sources: ['S67'], confidence: 'secondary' },
    { id: 'uk-plus-third', rule: 'US kids = UK child + 1/3 (3·F_in − 9.67)', sources: ['S1', 'S39', 'S40'], confidence: 'verified' },
  ],
} as const satisfies Convention;

const auWomen = {
  id: 'auWomen',
  selectable: true,
  defaultOption: 'us-women',
  note: 'Australian men and children use UK sizes; for women most sources say AU = US women, some say UK + 2 or UK + 1.',
  affects: ['au'],
  options: [
    { id: 'us-women', rule: 'AU women = US women', sources: ['S46', 'R6', 'R1'], confidence: 'verified' },
    { id: 'uk-plus-2', rule: 'AU women = UK + 2', sources: ['S48', 'S47'], confidence: 'verified' },
    { id: 'uk-plus-1', rule: 'AU women = UK + 1 (sizeguide.net, via R1)', sources: ['R1'], confidence: 'verified' },
  ],
} as const satisfies Convention;

const colombia = {
  id: 'colombia',
  selectable: true,
  defaultOption: 'eu-minus-1',
  note: 'No authoritative Colombian source was found. EU − 1 is a recollection supported only by Peru’s “talla Perú”; verify before relying on it.',
  affects: ['co'],
  options: [
    { id: 'eu-minus-1', rule: 'CO = EU − 1', sources: ['PE'], confidence: 'unverified' },
    { id: 'eu', rule: 'CO = EU', sources: [], confidence: 'unverified' },
  ],
} as const satisfies Convention;

const mexico = {
  id: 'mexico',
  selectable: false,
  defaultOption: 'cm',
  note: 'Modern Mexican practice labels foot length in cm; the older UK-like table is shown only with a caveat.',
  affects: ['mx', 'mx-legacy'],
  options: [
    { id: 'cm', rule: 'MX = foot length in cm (system mx)', sources: ['S22', 'S26', 'S27-MX'], confidence: 'verified' },
    { id: 'legacy', rule: 'MX = i18nGuy table against EU (system mx-legacy)', sources: ['S24', 'S23'], confidence: 'verified' },
    { id: 'uk-minus-half', rule: 'MX = UK − 0.5 (blitzresults, via R1)', sources: ['R1'], confidence: 'verified' },
    { id: 'us-plus-1.5', rule: 'MX ≈ US + 1.5 (probably wrong)', sources: ['S25'], confidence: 'verified' },
  ],
} as const satisfies Convention;

const china = {
  id: 'china',
  selectable: false,
  defaultOption: 'mm',
  note: 'GB/T 43293-2022 marks foot length in mm; the old 码 is still common in retail; marketplace “CN” columns vary.',
  affects: ['cn', 'cn-legacy'],
  options: [
    { id: 'mm', rule: 'CN = foot length in mm, 5 mm steps (GB/T 43293-2022, system cn)', sources: ['S12', 'S13'], confidence: 'secondary' },
    { id: 'legacy-ma', rule: 'old 码 = 2 × foot cm − 10 (system cn-legacy)', sources: ['S14', 'S15'], confidence: 'verified' },
    { id: 'marketplace-eu-minus-1', rule: 'SHEIN CN = EUR − 1', sources: ['S63'], confidence: 'secondary' },
    { id: 'eu', rule: 'CN = EU (some converters)', sources: ['CNC'], confidence: 'verified' },
  ],
} as const satisfies Convention;

const italy = {
  id: 'italy',
  selectable: false,
  defaultOption: 'eu',
  note: 'Italian sizes are shown as EU; Italian lasts are said to run about half a size small, but the evidence is inconclusive.',
  affects: ['it'],
  options: [
    { id: 'eu', rule: 'IT = EU', sources: ['S45'], confidence: 'verified' },
    { id: 'runs-small', rule: 'Italian lasts may run about ½ size small', sources: ['S43', 'S44'], confidence: 'verified' },
  ],
} as const satisfies Convention;

const brazil = {
  id: 'brazil',
  selectable: false,
  defaultOption: 'eu-minus-2',
  note: 'Brazil uses the French point two sizes below EU, i.e. counted on foot length rather than last.',
  affects: ['br'],
  options: [{ id: 'eu-minus-2', rule: 'BR = EU − 2', sources: ['S2', 'R1'], confidence: 'verified' }],
} as const satisfies Convention;

const ukWomen = {
  id: 'ukWomen',
  selectable: false,
  defaultOption: 'unisex',
  note: 'UK sizes are unisex; one Korean retailer chart shows women half a size lower.',
  affects: ['uk', 'in'],
  options: [
    { id: 'unisex', rule: 'UK women = UK men', sources: ['S1'], confidence: 'verified' },
    { id: 'minus-half', rule: 'UK women = UK men − 0.5 (Naver chart)', sources: ['S18'], confidence: 'verified' },
  ],
} as const satisfies Convention;

export const conventions = { generic, usWomen, euAllowance, usKids, auWomen, colombia, mexico, china, italy, brazil, ukWomen } as const;
export type ConventionId = keyof typeof conventions;

type OptionIds<C extends Convention> = C['options'][number]['id'];

/** The choices `convert` accepts; anything left out takes the default. */
export interface ConventionChoice {
  generic?: OptionIds<typeof generic>;
  usWomen?: OptionIds<typeof usWomen>;
  euAllowance?: OptionIds<typeof euAllowance>;
  usKids?: OptionIds<typeof usKids>;
  auWomen?: OptionIds<typeof auWomen>;
  colombia?: OptionIds<typeof colombia>;
}

export type ResolvedConventions = Required<ConventionChoice>;
export type SelectableConventionId = keyof ConventionChoice;

export const selectableConventionIds = [
  'generic',
  'usWomen',
  'euAllowance',
  'usKids',
  'auWomen',
  'colombia',
] as const satisfies readonly SelectableConventionId[];

export const defaultConventions: ResolvedConventions = {
  generic: generic.defaultOption,
  usWomen: usWomen.defaultOption,
  euAllowance: euAllowance.defaultOption,
  usKids: usKids.defaultOption,
  auWomen: auWomen.defaultOption,
  colombia: colombia.defaultOption,
};

export const usWomenOffset: Record<ResolvedConventions['usWomen'], number> = { common: 1.5, fia: 1, converse: 2 };
export const euAllowancePoints: Record<ResolvedConventions['euAllowance'], number> = {
  iso: 2,
  // (F_cm + 1.5) × 1.5 = F_mm × 3/20 + 2.25
  'foot-plus-1.5cm': 2.25,
  'foot-plus-2cm': 3,
};
export const usKidsOffset: Record<ResolvedConventions['usKids'], number> = {
  'uk-plus-1': 1,
  'uk-plus-half': 0.5,
  'uk-plus-third': 1 / 3,
};

export type ConventionProblem = { convention: string; allowed: readonly string[] };

/** Fills defaults and rejects unknown keys or options (input may come straight from a request). */
export function resolveConventions(choice: unknown): ResolvedConventions | ConventionProblem {
  if (choice === undefined || choice === null) return defaultConventions;
  if (typeof choice !== 'object') return { convention: String(choice), allowed: selectableConventionIds };
  const resolved: Record<string, string> = { ...defaultConventions };
  for (const [key, option] of Object.entries(choice)) {
    if (option === undefined) continue;
    if (!(selectableConventionIds as readonly string[]).includes(key)) {
      return { convention: key, allowed: selectableConventionIds };
    }
    const allowed = conventions[key as SelectableConventionId].options.map((o) => o.id);
    if (typeof option !== 'string' || !(allowed as readonly string[]).includes(option)) {
      return { convention: key, allowed };
    }
    resolved[key] = option;
  }
  return resolved as unknown as ResolvedConventions;
}
