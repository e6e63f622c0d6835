import { solveLinear } from './linear-solve';
import type { Point } from './types';

/** A plane-to-plane projective map as the 3×3 matrix [h0 h1 h2; h3 h4 h5; h6 h7 1], row-major. */
export type Homography = readonly number[];

/**
 * The homography taking each `from[i]` to `to[i]` (direct linear transform on four exact
 * correspondences, h8 fixed at 1); null when three of the points are collinear.
 */
export function homographyFromPoints(from: readonly Point[], to: readonly Point[]): Homography | null {
  // The system is built in buffers kept between calls (the sheet searches solve tens of thousands per photo), entry by entry.
  const a = systemA.fill(0);
  const b = systemB;
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    const row = 16 * i;
    a[row] = x;
    a[row + 1] = y;
    a[row + 2] = 1;
    a[row + 6] = -u * x;
    a[row + 7] = -u * y;
    a[row + 11] = x;
    a[row + 12] = y;
    a[row + 13] = 1;
    a[row + 14] = -v * x;
    a[row + 15] = -v * y;
    b[2 * i] = u;
    b[2 * i + 1] = v;
  }
  const h = solveLinear(a, b);
  if (!h) return null;
  for (let k = 0; k < 8; k++) if (!Number.isFinite(h[k])) return null;
  h.push(1);
  return h;
}

const systemA = new Float64Array(64);
const systemB = new Float64Array(8);

export function applyHomography(h: Homography, p: Point): Point {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
}

/** Square root of the area scale of `h` at `p`: how many target units one source unit spans there. */
export function localScale(h: Homography, p: Point): number {
  const d = 0.5;
  const o = applyHomography(h, p);
  const ex = applyHomography(h, { x: p.x + d, y: p.y });
  const ey = applyHomography(h, { x: p.x, y: p.y + d });
  const area = Math.abs((ex.x - o.x) * (ey.y - o.y) - (ex.y - o.y) * (ey.x - o.x));
  return Math.sqrt(area) / d;
}
