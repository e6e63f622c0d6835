/**
 * The ISO/TS 19407 model: every system is a linear function of foot length, and a
 * last is two size units longer than the foot in every system. These are the generic formulas;
 * brand charts override them.
 */

export const INCH_MM = 25.4;

/** Barleycorns in a foot length; written as 3·F/25.4 so whole-mm inputs stay exact. */
function barleycorns(footMm: number): number {
  return (3 * footMm) / INCH_MM;
}

function footFromBarleycorns(count: number): number {
  return (count * INCH_MM) / 3;
}

/** EU = F / (20/3) + allowance, in Paris points; the ISO model's allowance is 2 points. */
export function euFromFoot(footMm: number, allowancePoints: number): number {
  return (3 * footMm) / 20 + allowancePoints;
}

export function footFromEu(eu: number, allowancePoints: number): number {
  return ((eu - allowancePoints) * 20) / 3;
}

/** UK adult = 3·F_in − 23. */
export function ukAdultFromFoot(footMm: number): number {
  return barleycorns(footMm) - 23;
}

export function footFromUkAdult(uk: number): number {
  return footFromBarleycorns(uk + 23);
}

/**
 * UK child = 3·F_in − 10 (S40), i.e. the adult scale shifted by 13: adult 1 follows child 13½.
 * The same index carries on past 13.5 so one number orders the whole children's range.
 */
export function ukChildIndexFromFoot(footMm: number): number {
  return barleycorns(footMm) - 10;
}

export function footFromUkChildIndex(index: number): number {
  return footFromBarleycorns(index + 10);
}

/** Where the C/Y and child/adult numbering restarts: index minus this is the adult/Y number. */
export const KIDS_RESTART_OFFSET = 13;

/** US men = 3·F_in − 22 (Brannock; UK + 1). */
export function usMenFromFoot(footMm: number): number {
  return barleycorns(footMm) - 22;
}

export function footFromUsMen(us: number): number {
  return footFromBarleycorns(us + 22);
}

export function footFromInch(inch: number): number {
  return inch * INCH_MM;
}

/** Old Chinese 码 = 2 × foot cm − 10 (S14, S15). */
export function cnLegacyFromFoot(footMm: number): number {
  return footMm / 5 - 10;
}

export function footFromCnLegacy(ma: number): number {
  return (ma + 10) * 5;
}
