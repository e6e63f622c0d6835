import type { BuyStyle, Gender, SizeOrigin, SystemId } from '@/lib/sizes';
import type { BrandSlug } from '@/lib/sizes/charts/slugs';

/** "This brand's size fits me well", as the brand prints it. */
export interface MySizesFit {
  brand: BrandSlug;
  system: string;
  size: string;
}

/** What GET /api/my-sizes answers for the user's saved row. */
export interface MySizes {
  gender: Gender;
  footLengthMm: number;
  source: 'typed' | 'ruler' | 'photo' | 'fit';
  fit: MySizesFit | null;
  createdAt: string;
  updatedAt: string;
}

export interface SizeCell {
  label: string;
  origin: SizeOrigin;
}

/** On a size-to-buy chart (Converse's babies and toddlers): the size the brand says to buy, per line of shoes; null where not made. */
export interface SizeToBuyCell {
  style: BuyStyle;
  size: { label: string } | null;
}

/** One brand's (or, with `brand` null, the standard tables') sizes for the user's foot. */
export interface EverywhereRow {
  brand: BrandSlug | null;
  /**
   * `fit`: the size that fits the user in this brand; `viaFit`: read from that fit through
   * brand-to-brand; `foot`: from the foot length (no fit saved).
   */
  basis: 'fit' | 'viaFit' | 'foot';
  /** Empty when the brand's chart does not reach this foot length. */
  sizes: Partial<Record<SystemId, SizeCell>>;
  /** Where the brand's chart names a size to buy for the user's usual size. */
  sizeToBuy?: SizeToBuyCell[];
}

export interface SizesEverywhere {
  gender: Gender;
  footLengthMm: number;
  systems: SystemId[];
  rows: EverywhereRow[];
}

/** The answer for one converter page: a few sizes, ready to show. */
export interface SizeHere {
  page: string;
  brand: BrandSlug | null;
  gender: Gender;
  basis: EverywhereRow['basis'];
  footLengthMm: number;
  sizes: Array<{ system: SystemId } & SizeCell>;
  sizeToBuy?: SizeToBuyCell[];
}
