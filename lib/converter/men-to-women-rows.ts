import { convertOnChart, tableRows, type ConvertedSize, type Sizes } from '@/lib/sizes/browser';
import { defaultConventions, usWomenOffset } from '@/lib/sizes/conventions/conventions';

export interface MenToWomenRow {
  id: string;
  footMm: number;
  men: Sizes;
  /** US women's size at the row's foot length under each US women's convention. */
  usWomen: Record<UsWomenOption, ConvertedSize>;
}

export type UsWomenOption = keyof typeof usWomenOffset;
/** The US women's conventions in the engine's order (common +1.5, FIA +1, Converse +2). */
export const usWomenOptions = Object.keys(usWomenOffset) as UsWomenOption[];

let built: MenToWomenRow[] | null = null;

/**
 * /men-to-women's chart: men's sizes with the US women's size under each convention, and the unisex
 * systems. Built where it is shown, on the server for the HTML and in the browser for the
 * converter, from the generic model alone (no brand chart), so the page sends no rows; once per
 * process, since nothing in it varies.
 */
export function menToWomenRows(): MenToWomenRow[] {
  built ??= tableRows({
    gender: 'men',
    primary: 'us',
    columns: ['us', 'uk', 'eu', 'cm'],
    conventions: defaultConventions,
    chart: null,
  }).flatMap((row) => {
    const women: Partial<Record<UsWomenOption, ConvertedSize>> = {};
    for (const option of usWomenOptions) {
      // The conventions are relations of the ISO model, so the women's sizes are read on it.
      const result = convertOnChart({ gender: 'women', footMm: row.footMm, convention: { generic: 'iso', usWomen: option } });
      if (result.ok && result.sizes.us) women[option] = result.sizes.us;
    }
    const { common, fia, converse } = women;
    if (!common || !fia || !converse) return [];
    return [{ id: row.id, footMm: row.footMm, men: row.sizes, usWomen: { common, fia, converse } }];
  });
  return built;
}
