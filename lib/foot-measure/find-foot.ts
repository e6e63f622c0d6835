import { boxBlur, largestComponent, percentile } from './image-ops';
import { fitPaperLight } from './paper-light';
import type { SheetView } from './rectify';
import type { Point } from './types';

/** Pixels this close to the sheet's border (mm) are left out: the floor bleeds into them. */
export const borderMarginMm = 2;

export type FootFinding =
  | { kind: 'none' }
  | { kind: 'offSheet' }
  /** The foot lies across the sheet: the corners were assigned the wrong way round. */
  | { kind: 'sideways' }
  /** The heel is at the far short edge: the corners should be turned end for end. */
  | { kind: 'reversed' }
  | { kind: 'found'; heel: Point; toe: Point; widthMm: number; outline: Point[] };

/** Per-pixel classification: 1 where the sheet is covered (foot), 0 where it shows paper or shadow. */
function footMask(view: SheetView): Uint8Array {
  const { width, height } = view;
  const r = boxBlur(view.r, width, height, 1);
  const g = boxBlur(view.g, width, height, 1);
  const b = boxBlur(view.b, width, height, 1);
  const luma = new Float32Array(width * height);
  const rn = new Float32Array(width * height);
  const bn = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i++) {
    const sum = r[i]! + g[i]! + b[i]! + 1;
    luma[i] = 0.299 * r[i]! + 0.587 * g[i]! + 0.114 * b[i]!;
    rn[i] = r[i]! / sum;
    bn[i] = b[i]! / sum;
  }
  const bright = 0.5 * percentile(luma, 0.9, 3);
  // The paper's colour is the median over the brighter pixels: most of the sheet is paper.
  const reds: number[] = [];
  const blues: number[] = [];
  for (let i = 0; i < luma.length; i += 3) {
    if (luma[i]! <= bright) continue;
    reds.push(rn[i]!);
    blues.push(bn[i]!);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 1 / 3;
  const paperR = median(reds);
  const paperB = median(blues);
  // Shadows darken paper but keep its colour; skin and socks differ in colour, darkness or both.
  const tint = (i: number) => Math.hypot(rn[i]! - paperR, bn[i]! - paperB);
  let light = fitPaperLight(luma, width, height, (i) => luma[i]! > 1.5 * bright && tint(i) < 0.03);
  for (let pass = 0; pass < 2; pass++) {
    const previous = light;
    light = fitPaperLight(luma, width, height, (i) => luma[i]! > 0.8 * previous[i]! && tint(i) < 0.03);
  }
  const margin = Math.ceil(borderMarginMm * view.pxPerMm);
  const mask = new Uint8Array(width * height);
  for (let y = margin; y < height - margin; y++) {
    for (let x = margin; x < width - margin; x++) {
      const i = y * width + x;
      const ratio = luma[i]! / Math.max(1, light[i]!);
      mask[i] = ratio < 0.6 || tint(i) > 0.035 ? 1 : 0;
    }
  }
  return mask;
}

interface Rows {
  left: Int32Array;
  right: Int32Array;
}

function rowExtents(mask: Uint8Array, width: number, minY: number, maxY: number): Rows {
  const rows = maxY - minY + 1;
  const left = new Int32Array(rows).fill(-1);
  const right = new Int32Array(rows).fill(-1);
  for (let y = minY; y <= maxY; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      if (left[y - minY] === -1) left[y - minY] = x;
      right[y - minY] = x;
    }
  }
  return { left, right };
}

/** Mean width (px) of the rows lying between two fractions of the foot's length from its top. */
function zoneWidth(rows: Rows, from: number, to: number): number {
  const n = rows.left.length;
  let sum = 0;
  let count = 0;
  for (let k = Math.floor(from * n); k < Math.ceil(to * n) && k < n; k++) {
    if (rows.left[k] === -1) continue;
    sum += rows.right[k]! - rows.left[k]! + 1;
    count++;
  }
  return count ? sum / count : 0;
}

/** Mean x (px) of the foot's pixels in rows [from, to). */
function meanX(rows: Rows, from: number, to: number): number {
  let sum = 0;
  let count = 0;
  for (let k = Math.max(0, from); k < Math.min(rows.left.length, to); k++) {
    if (rows.left[k] === -1) continue;
    sum += (rows.left[k]! + rows.right[k]!) / 2;
    count++;
  }
  return count ? sum / count : 0;
}

/**
 * Finds the foot on the sheet seen from above, with the heel towards y = 0: the largest region
 * that is not paper, its heel and longest toe along the sheet's long axis, and its width across.
 * A heel touching the near short edge is taken to stand against the wall there, at y = 0.
 */
export function findFoot(view: SheetView): FootFinding {
  const { width, height, pxPerMm: s } = view;
  const foot = largestComponent(footMask(view), width, height);
  if (!foot || foot.area / (s * s) < 4000) return { kind: 'none' };
  const margin = Math.ceil(borderMarginMm * s);
  const touches = {
    near: foot.minY <= margin + 1,
    far: foot.maxY >= height - margin - 2,
    sides: foot.minX <= margin + 1 || foot.maxX >= width - margin - 2,
  };
  if (touches.sides || (touches.near && touches.far)) return { kind: 'offSheet' };
  if (foot.maxX - foot.minX > foot.maxY - foot.minY) return { kind: 'sideways' };
  const rows = rowExtents(foot.mask, width, foot.minY, foot.maxY);
  // A heel is narrower than the ball of the foot: compare bands a fifth of the way in from each end.
  const nearBand = zoneWidth(rows, 0.1, 0.3);
  const farBand = zoneWidth(rows, 0.7, 0.9);
  if (touches.far) return nearBand < farBand ? { kind: 'offSheet' } : { kind: 'reversed' };
  if (touches.near && nearBand >= farBand) return { kind: 'offSheet' };
  if (!touches.near && nearBand > farBand) return { kind: 'reversed' };
  const n = rows.left.length;
  const heelRows = Math.round(10 * s);
  const heel = touches.near
    ? { x: meanX(rows, 0, heelRows) / s + 0.5 / s, y: 0 }
    : { x: meanX(rows, 0, 2) / s + 0.5 / s, y: foot.minY / s };
  const toe = { x: meanX(rows, n - 2, n) / s + 0.5 / s, y: (foot.maxY + 1) / s };
  const step = Math.max(1, Math.round(2 * s));
  const sampled: number[] = [];
  for (let k = 0; k < n; k += step) sampled.push(k);
  if (sampled.at(-1) !== n - 1) sampled.push(n - 1);
  const outline: Point[] = [];
  const right: Point[] = [];
  for (const k of sampled) {
    if (rows.left[k] === -1) continue;
    // Rows inside the border margin are not classified: a heel at the edge reaches the edge.
    const y = k === 0 && touches.near ? 0 : (foot.minY + k + 0.5) / s;
    outline.push({ x: rows.left[k]! / s, y });
    right.push({ x: (rows.right[k]! + 1) / s, y });
  }
  outline.push(...right.reverse());
  return { kind: 'found', heel, toe, widthMm: (foot.maxX - foot.minX + 1) / s, outline };
}
