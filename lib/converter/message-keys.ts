import type { conventions } from '@/lib/sizes/conventions/conventions';
import type { KidsTierId } from '@/lib/sizes/conventions/kids-guide';
import type { SystemId } from '@/lib/sizes/model/types';

type Conventions = typeof conventions;

/**
 * Engine ids are stable and kebab-case ("cn-legacy", "foot-plus-1.5cm"); message keys are
 * camelCase without dots, because next-intl reads a dot as nesting. These maps are the one place
 * the two meet, typed so a renamed key fails the type check, and a unit test checks that every
 * engine id has a message.
 */

export const systemKey = {
  us: 'us',
  uk: 'uk',
  eu: 'eu',
  mondopoint: 'mondopoint',
  jp: 'jp',
  kr: 'kr',
  cn: 'cn',
  'cn-legacy': 'cnLegacy',
  br: 'br',
  mx: 'mx',
  'mx-legacy': 'mxLegacy',
  au: 'au',
  in: 'in',
  ca: 'ca',
  co: 'co',
  ph: 'ph',
  fr: 'fr',
  de: 'de',
  it: 'it',
  es: 'es',
  cm: 'cm',
  inch: 'inch',
} as const satisfies Record<SystemId, string>;

type OptionId<C extends keyof Conventions> = Conventions[C]['options'][number]['id'];

export const conventionOptionKey = {
  generic: { tables: 'tables', iso: 'iso' },
  usWomen: { common: 'common', fia: 'fia', converse: 'converse' },
  euAllowance: { iso: 'iso', 'foot-plus-1.5cm': 'footPlus15cm', 'foot-plus-2cm': 'footPlus2cm' },
  usKids: { 'uk-plus-1': 'ukPlus1', 'uk-plus-half': 'ukPlusHalf', 'uk-plus-third': 'ukPlusThird' },
  auWomen: { 'us-women': 'usWomen', 'uk-plus-2': 'ukPlus2', 'uk-plus-1': 'ukPlus1' },
  colombia: { 'eu-minus-1': 'euMinus1', eu: 'eu' },
  mexico: { cm: 'cm', legacy: 'legacy', 'uk-minus-half': 'ukMinusHalf', 'us-plus-1.5': 'usPlus15' },
  china: { mm: 'mm', 'legacy-ma': 'legacyMa', 'marketplace-eu-minus-1': 'marketplaceEuMinus1', eu: 'eu' },
  italy: { eu: 'eu', 'runs-small': 'runsSmall' },
  brazil: { 'eu-minus-2': 'euMinus2' },
  ukWomen: { unisex: 'unisex', 'minus-half': 'minusHalf' },
} as const satisfies { [C in keyof Conventions]: Record<OptionId<C>, string> };

export const countryNoteKey = {
  'eu-one-scale': 'euOneScale',
  'eu-allowance': 'euAllowance',
  'eu-half-sizes-rare': 'euHalfSizesRare',
  'fr-is-eu': 'frIsEu',
  'de-is-eu': 'deIsEu',
  'it-is-eu': 'itIsEu',
  'it-runs-small': 'itRunsSmall',
  'es-is-eu': 'esIsEu',
  'es-no-half-sizes': 'esNoHalfSizes',
  'br-eu-minus-2': 'brEuMinus2',
  'br-size-inflation': 'brSizeInflation',
  'mx-cm': 'mxCm',
  'mx-legacy-caveat': 'mxLegacyCaveat',
  'mx-other-offsets': 'mxOtherOffsets',
  'au-men-kids-uk': 'auMenKidsUk',
  'au-women-us': 'auWomenUs',
  'jp-foot-cm': 'jpFootCm',
  'jp-width': 'jpWidth',
  'kr-mm': 'krMm',
  'kr-iso': 'krIso',
  'cn-gbt-43293': 'cnGbt43293',
  'cn-legacy-ma': 'cnLegacyMa',
  'cn-marketplace': 'cnMarketplace',
  'asia-foot-length': 'asiaFootLength',
  'asia-seller-size': 'asiaSellerSize',
  'in-uk': 'inUk',
  'in-bha': 'inBha',
  'ca-us': 'caUs',
  'ph-us': 'phUs',
  'co-unverified': 'coUnverified',
} as const;
export type CountryNoteId = keyof typeof countryNoteKey;

export const kidsTierKey = {
  infant: 'infant',
  toddler: 'toddler',
  'little-kid': 'littleKid',
  'big-kid': 'bigKid',
} as const satisfies Record<KidsTierId, string>;
