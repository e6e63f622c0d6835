import type { Gender, MmRange } from './types';

/**
 * Foot lengths the generic model answers for. `accept` is generous: it covers every brand chart
 * in the data (adidas runs to US 20) and the ISO reference table (215–320 mm for men and women);
 * it is a sanity bound, not a claim about real feet. `chart` is the narrower span a generic size
 * table shows (about US men 3.5–16, US women 4–13.5, kids 1C–7Y).
 * The kids lower bound sits on the lower edge of UK child 0 so no negative size can appear.
 */
export const footDomains: Readonly<Record<Gender, { accept: MmRange; chart: MmRange }>> = {
  men: { accept: { min: 200, max: 360 }, chart: { min: 215, max: 325 } },
  women: { accept: { min: 195, max: 340 }, chart: { min: 205, max: 290 } },
  kids: { accept: { min: 82.6, max: 260 }, chart: { min: 82.6, max: 248 } },
};

export function inRange(value: number, range: MmRange): boolean {
  return value >= range.min - 1e-9 && value <= range.max + 1e-9;
}
