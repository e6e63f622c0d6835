/**
 * The older "Mexico" row that i18nGuy publishes against EU sizes (S24, reproduced by S23). It is
 * UK-like and irregular (EU 43 → 7.5 but EU 44 → 9), which is why pages show it only with a caveat
 * and default to centimetres for Mexico.
 */
export const mxLegacyRows: ReadonlyArray<{ eu: number; mx: number }> = [
  { eu: 38, mx: 4.5 },
  { eu: 38.5, mx: 5 },
  { eu: 39, mx: 5.5 },
  { eu: 40, mx: 6 },
  { eu: 41, mx: 6.5 },
  { eu: 42, mx: 7 },
  { eu: 43, mx: 7.5 },
  { eu: 44, mx: 9 },
  { eu: 45, mx: 10 },
  { eu: 46.5, mx: 11 },
  { eu: 48.5, mx: 12.5 },
];

/** The row nearest an EU size, if the EU size lies within the table (half a size past either end). */
export function mxLegacyFromEu(eu: number): number | null {
  const first = mxLegacyRows[0];
  const last = mxLegacyRows[mxLegacyRows.length - 1];
  if (!first || !last || eu < first.eu - 0.5 || eu > last.eu + 0.5) return null;
  let best = first;
  for (const row of mxLegacyRows) {
    // Ties go to the larger size, like every other boundary in the engine.
    if (Math.abs(row.eu - eu) <= Math.abs(best.eu - eu) + 1e-9) best = row;
  }
  return best.mx;
}

export function euFromMxLegacy(mx: number): number | null {
  return mxLegacyRows.find((row) => Math.abs(row.mx - mx) < 1e-6)?.eu ?? null;
}
