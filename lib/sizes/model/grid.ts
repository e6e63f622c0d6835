/**
 * Rounding onto a size grid. Floating point puts exact boundaries a hair either side
 * (235 mm / (20/3) is 35.2499…), so values are nudged by a tolerance far below any physical
 * meaning before rounding; a foot exactly on a boundary gets the larger size, which matches the
 * half-open ranges [min, max) used everywhere else.
 */

const EPSILON = 1e-9;

/** Removes binary noise such as 26.200000000000003 without changing a meaningful digit. */
export function clean(value: number): number {
  return Number(value.toFixed(9));
}

export function roundToGrid(value: number, step: number): number {
  return clean(Math.floor(value / step + 0.5 + EPSILON) * step);
}

export function ceilToGrid(value: number, step: number): number {
  return clean(Math.ceil(value / step - EPSILON) * step);
}

export function floorToGrid(value: number, step: number): number {
  return clean(Math.floor(value / step + EPSILON) * step);
}

export function nearlyEqual(a: number, b: number, tolerance = 1e-6): boolean {
  return Math.abs(a - b) <= tolerance;
}

/** Chart labels such as "42 2/3" are stored as 42.667; this tolerance matches them to 128/3. */
export const LABEL_TOLERANCE = 0.01;
