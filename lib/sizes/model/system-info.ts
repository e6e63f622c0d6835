import type { SourceId } from '../sources';
import { genders, systemIds, type Confidence, type Gender, type SystemId } from './types';

/**
 * What a page or an API route needs to know about each system without converting anything:
 * which genders it exists for, its unit and grid, and how well its definition is sourced.
 */
export interface SystemInfo {
  id: SystemId;
  genders: readonly Gender[];
  unit: 'size' | 'cm' | 'mm' | 'inch';
  /** Grid of the generic (model) output, in the system's own unit. */
  step: number;
  /** For relabelled systems, the system whose size they copy. */
  aliasOf: SystemId | null;
  confidence: Confidence;
  /** Shown with a warning: the mapping is approximate or disputed. */
  caveat: boolean;
  sources: SourceId[];
  note: string;
}

const all = genders;
const adults = ['men', 'women'] as const satisfies readonly Gender[];

export const systemInfo: Readonly<Record<SystemId, SystemInfo>> = {
  us: {
    id: 'us',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S1', 'S2', 'S39'],
    note: 'Men 3·F_in − 22; women men + 1.5 (or + 1, FIA); kids C then Y tiers.',
  },
  uk: {
    id: 'uk',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S1', 'S3', 'S31', 'S40'],
    note: 'Adult 3·F_in − 23, unisex; child scale 0–13.5 then adult 1. Not formally standardised.',
  },
  eu: {
    id: 'eu',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: null,
    confidence: 'secondary',
    caveat: false,
    sources: ['R4', 'S1', 'S36'],
    note: 'Paris points (2/3 cm), one scale for everyone; half sizes are rare in the trade, some brands use thirds.',
  },
  mondopoint: {
    id: 'mondopoint',
    genders: all,
    unit: 'mm',
    step: 5,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S9', 'S4'],
    note: 'ISO 9407 foot length in mm; 5 mm is a half size in practice.',
  },
  jp: {
    id: 'jp',
    genders: all,
    unit: 'cm',
    step: 0.5,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S16', 'S17'],
    note: 'JIS S 5037: the foot length that fits, in cm, 0.5 cm steps.',
  },
  kr: {
    id: 'kr',
    genders: all,
    unit: 'mm',
    step: 5,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S18'],
    note: 'Foot length in mm (230, 235, …).',
  },
  cn: {
    id: 'cn',
    genders: all,
    unit: 'mm',
    step: 5,
    aliasOf: null,
    confidence: 'secondary',
    caveat: false,
    sources: ['S12', 'S13'],
    note: 'GB/T 43293-2022 (from 2023-05-01): Mondopoint foot length in mm.',
  },
  'cn-legacy': {
    id: 'cn-legacy',
    genders: all,
    unit: 'size',
    step: 1,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S14', 'S15'],
    note: 'Old 码 = 2 × foot cm − 10, whole numbers; still common in retail.',
  },
  br: {
    id: 'br',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'eu',
    confidence: 'verified',
    caveat: false,
    sources: ['S2', 'R1'],
    note: 'EU − 2. Children’s BR sizes follow the same rule here; no source covers them separately.',
  },
  mx: {
    id: 'mx',
    genders: all,
    unit: 'cm',
    step: 0.5,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S22', 'S26', 'S27-MX'],
    note: 'Modern practice: foot length in cm, like Japan.',
  },
  'mx-legacy': {
    id: 'mx-legacy',
    genders: adults,
    unit: 'size',
    step: 0.5,
    aliasOf: 'eu',
    confidence: 'verified',
    caveat: true,
    sources: ['S24', 'S23'],
    note: 'The i18nGuy UK-like table against EU; irregular and disputed.',
  },
  au: {
    id: 'au',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'uk',
    confidence: 'verified',
    caveat: false,
    sources: ['S46', 'R6', 'R1'],
    note: 'Men and kids = UK; women = US women by default (sources disagree).',
  },
  in: {
    id: 'in',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'uk',
    confidence: 'verified',
    caveat: false,
    sources: ['S28', 'S29'],
    note: 'UK sizes (IS 1638:1969); the proposed Bha system is not adopted.',
  },
  ca: {
    id: 'ca',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'us',
    confidence: 'verified',
    caveat: false,
    sources: ['S29', 'R1'],
    note: 'Same as US.',
  },
  co: {
    id: 'co',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'eu',
    confidence: 'unverified',
    caveat: true,
    sources: ['PE'],
    note: 'EU-based, commonly EU − 1; no Colombian source found.',
  },
  ph: {
    id: 'ph',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'us',
    confidence: 'verified',
    caveat: false,
    sources: ['S27-PH'],
    note: 'US sizes.',
  },
  fr: {
    id: 'fr',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'eu',
    confidence: 'verified',
    caveat: false,
    sources: ['S45'],
    note: 'EU labels.',
  },
  de: {
    id: 'de',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'eu',
    confidence: 'verified',
    caveat: false,
    sources: ['S45'],
    note: 'EU labels.',
  },
  it: {
    id: 'it',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'eu',
    confidence: 'verified',
    caveat: false,
    sources: ['S45', 'S43', 'S44'],
    note: 'EU labels; Italian lasts may run about ½ size small.',
  },
  es: {
    id: 'es',
    genders: all,
    unit: 'size',
    step: 0.5,
    aliasOf: 'eu',
    confidence: 'verified',
    caveat: false,
    sources: ['S45', 'S42'],
    note: 'EU labels; Spanish makers rarely make half sizes.',
  },
  cm: {
    id: 'cm',
    genders: all,
    unit: 'cm',
    step: 0.1,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S9'],
    note: 'Foot length in cm.',
  },
  inch: {
    id: 'inch',
    genders: all,
    unit: 'inch',
    step: 0.1,
    aliasOf: null,
    confidence: 'verified',
    caveat: false,
    sources: ['S29'],
    note: 'Foot length in inches.',
  },
};

/** For validating requests: which systems exist for which gender. */
export const systemAvailability: Readonly<Record<SystemId, readonly Gender[]>> = Object.fromEntries(
  systemIds.map((id) => [id, systemInfo[id].genders]),
) as Record<SystemId, readonly Gender[]>;

export function systemsFor(gender: Gender): SystemId[] {
  return systemIds.filter((id) => systemInfo[id].genders.includes(gender));
}

export function isSystemId(value: unknown): value is SystemId {
  return typeof value === 'string' && (systemIds as readonly string[]).includes(value);
}

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (genders as readonly string[]).includes(value);
}
