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

/**
 * The homography taking the unit square's corners (0, 0), (1, 0), (1, 1), (0, 1) to `q`'s, in closed form (the
 * square's system of `homographyFromPoints` solved once by hand), h8 at 1 as there: the same map to rounding, for the
 * searches that undo a sheet's perspective tens of thousands of times a photo.
 */
export function squareToQuad(q: readonly Point[]): Homography | null {
  const [p0, p1, p2, p3] = q as [Point, Point, Point, Point];
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const [dx1, dx2, dy1, dy2] = [p1.x - p2.x, p3.x - p2.x, p1.y - p2.y, p3.y - p2.y];
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const k = (dx1 * sy - sx * dy1) / det;
  const h = [p1.x - p0.x + g * p1.x, p3.x - p0.x + k * p3.x, p0.x, p1.y - p0.y + g * p1.y, p3.y - p0.y + k * p3.y, p0.y, g, k, 1];
  // Corners 1, 2 and 3 on a line leave no map (the elimination finds no pivot there either).
  return h.every(Number.isFinite) ? h : null;
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

/** A point (x, y, 1) or a line (a, b, c) with ax + by + c = 0, in homogeneous coordinates. */
export type Homogeneous = [number, number, number];

export const lift = (p: Point): Homogeneous => [p.x, p.y, 1];

/** The line through two points, or the point where two lines meet. */
export const cross3 = (a: Homogeneous, b: Homogeneous): Homogeneous => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/**
 * The closing of a sheet whose fourth side is hidden, for a camera of focal length `focal` centred on a `width` ×
 * `height` photo: sides `side1` and `side2` run from the seen side `across`, and the fourth side, at right angles to
 * them on the floor as that camera sees it, passes through its vanishing point on `across`'s line. Returns where the
 * fourth side through a point on `side1` meets `side2` (null where they are parallel); where along `side1` it lies
 * is the caller's to find (from the paper's proportion), and rests on the focal length.
 */
export function closingAtFocal(
  side1: Homogeneous,
  across: Homogeneous,
  side2: Homogeneous,
  focal: number,
  width: number,
  height: number,
): (p: Point) => Point | null {
  const [cx, cy] = [(width - 1) / 2, (height - 1) / 2];
  // The sides' vanishing point, its direction in the camera frame, and the fourth side's vanishing point on `across` at right angles to it.
  const v = cross3(side1, side2);
  const d: Homogeneous = [(v[0] - cx * v[2]) / focal, (v[1] - cy * v[2]) / focal, v[2]];
  const vanishing = cross3(across, [d[0] / focal, d[1] / focal, -(cx * d[0] + cy * d[1]) / focal + d[2]]);
  return (p) => {
    const q = cross3(cross3(lift(p), vanishing), side2);
    return Math.abs(q[2]) < 1e-12 ? null : { x: q[0] / q[2], y: q[1] / q[2] };
  };
}
