import { homographyFromPoints } from './homography';
import type { Point, Quad } from './types';

const unitSquare: Quad = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

interface SheetPose {
  /** The sheet's true proportion: side 1→2 over side 0→1. */
  proportion: number;
  /** The camera's focal length in pixels. */
  focal: number;
}

/**
 * The sheet's true proportion from its corners in a photo of the given size, undoing the
 * perspective: a pinhole camera centred on the photo sees the unit square through H = K·[r1 r2 t],
 * so the focal length follows from r1 ⟂ r2 and the proportion from |r2| / |r1|. When the view is
 * too square-on for the focal length to show, a phone's typical one is used.
 */
export function sheetPose(corners: Quad, width: number, height: number): SheetPose | null {
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const centred = corners.map((p) => ({ x: p.x - cx, y: p.y - cy })) as Quad;
  const h = homographyFromPoints(unitSquare, centred);
  if (!h) return null;
  const [a, b, , d, e, , g, k] = h as [number, number, number, number, number, number, number, number];
  // Columns of H: h1 = (a, d, g), h2 = (b, e, k).
  const typical = Math.hypot(width, height) / 2 / Math.tan((37 * Math.PI) / 180);
  const estimate = -(a * b + d * e) / (g * k);
  const focal = Number.isFinite(estimate) && estimate > 0 ? Math.min(2 * typical, Math.max(0.5 * typical, Math.sqrt(estimate))) : typical;
  const f2 = focal * focal;
  const r1 = Math.sqrt((a * a + d * d) / f2 + g * g);
  const r2 = Math.sqrt((b * b + e * e) / f2 + k * k);
  return r1 > 0 ? { proportion: r2 / r1, focal } : null;
}

/** Luma at a sub-pixel position by bilinear interpolation, edges clamped. */
function sample(luma: Float32Array, width: number, height: number, x: number, y: number): number {
  const px = Math.min(width - 1.001, Math.max(0, x));
  const py = Math.min(height - 1.001, Math.max(0, y));
  const x0 = Math.floor(px);
  const y0 = Math.floor(py);
  const fx = px - x0;
  const fy = py - y0;
  const i = y0 * width + x0;
  return luma[i]! * (1 - fx) * (1 - fy) + luma[i + 1]! * fx * (1 - fy) + luma[i + width]! * (1 - fx) * fy + luma[i + width + 1]! * fx * fy;
}

/**
 * How blurred the sheet's edges are, in pixels: across each side, the distance over which the luma
 * climbs from 20 % to 80 % of the way from floor to paper, the median along the side; the worst side
 * but one counts.
 */
export function edgeBlurPx(luma: Float32Array, width: number, height: number, corners: Quad): number {
  const sides: number[] = [];
  const centre = corners.reduce((c, p) => ({ x: c.x + p.x / 4, y: c.y + p.y / 4 }), { x: 0, y: 0 });
  for (let side = 0; side < 4; side++) {
    const a = corners[side]!;
    const b = corners[(side + 1) % 4]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    let nx = -(b.y - a.y) / length;
    let ny = (b.x - a.x) / length;
    // Normal pointing out of the sheet.
    if ((a.x - centre.x) * nx + (a.y - centre.y) * ny < 0) [nx, ny] = [-nx, -ny];
    const widths: number[] = [];
    for (let t = 0.2; t <= 0.8; t += 0.03) {
      const p: Point = { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
      const profile: number[] = [];
      for (let s = -14; s <= 14; s += 0.5) profile.push(sample(luma, width, height, p.x - s * nx, p.y - s * ny));
      // profile runs from outside (floor) to inside (paper).
      const outside = Math.min(...profile.slice(0, 8));
      const inside = Math.max(...profile.slice(-8));
      if (inside - outside < 20) continue;
      const cross = (level: number) => {
        const target = outside + level * (inside - outside);
        for (let i = profile.length - 1; i > 0; i--) if (profile[i - 1]! < target && profile[i]! >= target) return i;
        return -1;
      };
      const low = cross(0.2);
      const high = cross(0.8);
      if (low < 0 || high < 0) continue;
      widths.push(Math.abs(high - low) * 0.5);
    }
    if (widths.length < 5) continue;
    widths.sort((x, y) => x - y);
    sides.push(widths[widths.length >> 1]!);
  }
  // The second worst side: motion smears two opposite sides, and one side may run along a leg's soft shading.
  sides.sort((x, y) => y - x);
  return sides[1] ?? 0;
}

type Homogeneous = [number, number, number];
const lift = (p: Point): Homogeneous => [p.x, p.y, 1];
const cross3 = (a: Homogeneous, b: Homogeneous): Homogeneous => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/**
 * The heel edge (corners 0 and 1) placed again from the three other sides and the paper's known
 * proportion, for when a leg, its shadow or a skirting board spoils the edge that was fitted: the
 * edge keeps its vanishing point (it stays parallel to the toe edge on the floor) and slides along
 * the long sides, up to a fifth of their length, until the undone sheet has the proportion given.
 */
export function rebuildHeelEdge(corners: Quad, proportion: number, width: number, height: number): Quad | null {
  const [c0, c1, c2, c3] = corners;
  const vanishing = cross3(cross3(lift(c0), lift(c1)), cross3(lift(c3), lift(c2)));
  const farSide = cross3(lift(c2), lift(c1));
  const at = (t: number): Quad | null => {
    const p: Point = { x: c3.x + t * (c0.x - c3.x), y: c3.y + t * (c0.y - c3.y) };
    const q = cross3(cross3(lift(p), vanishing), farSide);
    if (Math.abs(q[2]) < 1e-12) return null;
    return [p, { x: q[0] / q[2], y: q[1] / q[2] }, c2, c3];
  };
  const error = (t: number) => {
    const quad = at(t);
    const pose = quad && sheetPose(quad, width, height);
    return pose ? pose.proportion - proportion : null;
  };
  let [low, high] = [0.8, 1.2];
  let [errorLow, errorHigh] = [error(low), error(high)];
  if (errorLow === null || errorHigh === null || Math.sign(errorLow) === Math.sign(errorHigh)) return null;
  for (let step = 0; step < 40; step++) {
    const middle = (low + high) / 2;
    const errorMiddle = error(middle);
    if (errorMiddle === null) return null;
    if (Math.sign(errorMiddle) === Math.sign(errorLow)) [low, errorLow] = [middle, errorMiddle];
    else [high, errorHigh] = [middle, errorMiddle];
  }
  return at((low + high) / 2);
}
