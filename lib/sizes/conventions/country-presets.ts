import type { CountrySlug } from '../charts/slugs';
import type { ConventionId } from './conventions';
import type { SourceId } from '../sources';
import type { Confidence, SystemId } from '../model/types';

/**
 * What each country converter page shows: the country's own systems first, then US, UK, EU and
 * foot length in cm, and the local disagreements a page should state. Notes have stable ids so
 * pages can translate them; `text` is the English original.
 */

export interface CountryNote {
  id: string;
  text: string;
  sources: SourceId[];
  confidence: Confidence;
}

export interface CountryPreset {
  slug: CountrySlug;
  /** The country's own systems; the first is the table's row key. */
  own: SystemId[];
  /** Every column, in order: own systems, then us, uk, eu, cm. */
  systems: SystemId[];
  primary: SystemId;
  conventions: ConventionId[];
  notes: CountryNote[];
}

const common: SystemId[] = ['us', 'uk', 'eu', 'cm'];

function preset(slug: CountrySlug, own: SystemId[], conventions: ConventionId[], notes: CountryNote[]): CountryPreset {
  const systems = [...own, ...common.filter((id) => !own.includes(id))];
  return { slug, own, systems, primary: own[0] ?? 'eu', conventions, notes };
}

const euNotes: CountryNote[] = [
  {
    id: 'eu-one-scale',
    text: 'One EU scale for men, women and children, counted in Paris points (2/3 cm).',
    sources: ['S36', 'S29'],
    confidence: 'verified',
  },
  {
    id: 'eu-allowance',
    text: 'Published EU formulas add between 1 and 2 cm to the foot, so tables differ by up to two EU sizes.',
    sources: ['S37', 'S36', 'S4'],
    confidence: 'verified',
  },
];

export const countryPresets: Readonly<Record<CountrySlug, CountryPreset>> = {
  european: preset(
    'european',
    ['eu'],
    ['euAllowance'],
    [
      ...euNotes,
      {
        id: 'eu-half-sizes-rare',
        text: 'Half EU sizes are rare in the trade although charts list them; some brands use thirds (42 2/3).',
        sources: ['S42', 'S36', 'S64'],
        confidence: 'verified',
      },
    ],
  ),
  france: preset(
    'france',
    ['fr'],
    ['euAllowance'],
    [{ id: 'fr-is-eu', text: 'French sizes are EU sizes.', sources: ['S45'], confidence: 'verified' }, ...euNotes],
  ),
  german: preset(
    'german',
    ['de'],
    ['euAllowance'],
    [{ id: 'de-is-eu', text: 'German sizes are EU sizes.', sources: ['S45'], confidence: 'verified' }, ...euNotes],
  ),
  italian: preset(
    'italian',
    ['it'],
    ['euAllowance', 'italy'],
    [
      { id: 'it-is-eu', text: 'Italian sizes are EU sizes.', sources: ['S45'], confidence: 'verified' },
      {
        id: 'it-runs-small',
        text: 'Italian lasts are said to run about half a size small; the evidence is inconclusive.',
        sources: ['S43', 'S44'],
        confidence: 'verified',
      },
    ],
  ),
  spanish: preset(
    'spanish',
    ['es'],
    ['euAllowance'],
    [
      { id: 'es-is-eu', text: 'Spanish sizes are EU sizes.', sources: ['S45'], confidence: 'verified' },
      { id: 'es-no-half-sizes', text: 'Spanish manufacturers’ order sheets have no half sizes.', sources: ['S42'], confidence: 'verified' },
    ],
  ),
  brazilian: preset(
    'brazilian',
    ['br'],
    ['brazil', 'euAllowance'],
    [
      {
        id: 'br-eu-minus-2',
        text: 'Brazilian sizes are EU − 2: the French point counted on foot length instead of last.',
        sources: ['S2', 'R1'],
        confidence: 'verified',
      },
      {
        id: 'br-size-inflation',
        text: 'Brazilian makers report size drift (“the 37 that became 38”).',
        sources: ['S21'],
        confidence: 'verified',
      },
    ],
  ),
  mexican: preset(
    'mexican',
    ['mx', 'mx-legacy'],
    ['mexico'],
    [
      {
        id: 'mx-cm',
        text: 'Mexican sizes today are foot length in cm; shops often drop the tens digit (“3” for 23).',
        sources: ['S22', 'S26', 'S27-MX'],
        confidence: 'verified',
      },
      {
        id: 'mx-legacy-caveat',
        text: 'An older UK-like Mexican table is still republished; it is irregular and shown for reference only.',
        sources: ['S24', 'S23'],
        confidence: 'verified',
      },
      {
        id: 'mx-other-offsets',
        text: 'Other sites use UK − 0.5 or US + 1.5; they disagree with each other.',
        sources: ['R1', 'S25'],
        confidence: 'verified',
      },
    ],
  ),
  australian: preset(
    'australian',
    ['au'],
    ['auWomen'],
    [
      {
        id: 'au-men-kids-uk',
        text: 'Australian men’s and children’s sizes are UK sizes.',
        sources: ['S46', 'R6', 'R1'],
        confidence: 'verified',
      },
      {
        id: 'au-women-us',
        text: 'Women’s sizes usually follow US women’s; some sources give UK + 2 or UK + 1 instead.',
        sources: ['S46', 'S48', 'R1'],
        confidence: 'verified',
      },
    ],
  ),
  japanese: preset(
    'japanese',
    ['jp'],
    [],
    [
      {
        id: 'jp-foot-cm',
        text: 'Japanese sizes are the foot length that fits, in cm, in 0.5 cm steps (JIS S 5037).',
        sources: ['S16', 'S17'],
        confidence: 'verified',
      },
      {
        id: 'jp-width',
        text: 'Width is by ball girth: E is average, EE–EEEE wider, A–D narrower.',
        sources: ['S16'],
        confidence: 'verified',
      },
    ],
  ),
  korean: preset(
    'korean',
    ['kr'],
    [],
    [
      { id: 'kr-mm', text: 'Korean sizes are foot length in mm (230, 235, 240…).', sources: ['S18'], confidence: 'verified' },
      { id: 'kr-iso', text: 'ISO 19407:2023 added Korea to its conversion tables.', sources: ['S7'], confidence: 'verified' },
    ],
  ),
  chinese: preset(
    'chinese',
    ['cn', 'cn-legacy'],
    ['china'],
    [
      {
        id: 'cn-gbt-43293',
        text: 'GB/T 43293-2022, in force since 2023-05-01, marks foot length in mm (Mondopoint).',
        sources: ['S12', 'S13'],
        confidence: 'secondary',
      },
      {
        id: 'cn-legacy-ma',
        text: 'The old size number (码) is still common: 2 × foot cm − 10, so 25 cm is 40.',
        sources: ['S14', 'S15'],
        confidence: 'verified',
      },
      {
        id: 'cn-marketplace',
        text: 'Marketplace “CN” columns vary: SHEIN’s is EUR − 1, others equal EU. Use cm as the anchor.',
        sources: ['S63', 'CNC'],
        confidence: 'secondary',
      },
    ],
  ),
  asian: preset(
    'asian',
    ['jp', 'kr', 'cn', 'cn-legacy'],
    ['china'],
    [
      {
        id: 'asia-foot-length',
        text: 'Japan (cm), Korea (mm) and China (mm) all label foot length, so they agree with each other.',
        sources: ['S16', 'S18', 'S13'],
        confidence: 'verified',
      },
      {
        id: 'asia-seller-size',
        text: 'Sellers’ “Asian size” often runs one EU number small (SHEIN CN = EUR − 1); trust the cm.',
        sources: ['S63'],
        confidence: 'secondary',
      },
    ],
  ),
  indian: preset(
    'indian',
    ['in'],
    ['ukWomen'],
    [
      { id: 'in-uk', text: 'India uses UK sizes (IS 1638:1969).', sources: ['S28', 'S29'], confidence: 'verified' },
      {
        id: 'in-bha',
        text: 'CSIR-CLRI proposed an Indian system, “Bha”, with eight sizes from 3D foot scans; it is not adopted yet.',
        sources: ['S28'],
        confidence: 'verified',
      },
    ],
  ),
  canadian: preset(
    'canadian',
    ['ca'],
    ['usWomen'],
    [{ id: 'ca-us', text: 'Canadian sizes are US sizes.', sources: ['S29', 'R1'], confidence: 'verified' }],
  ),
  philippines: preset(
    'philippines',
    ['ph'],
    ['usWomen'],
    [{ id: 'ph-us', text: 'The Philippines uses US sizes.', sources: ['S27-PH'], confidence: 'verified' }],
  ),
  colombian: preset(
    'colombian',
    ['co'],
    ['colombia'],
    [
      {
        id: 'co-unverified',
        text: 'No authoritative Colombian source was found: sizes are EU-based and often one below EU. Treat as approximate.',
        sources: ['PE'],
        confidence: 'unverified',
      },
    ],
  ),
};
