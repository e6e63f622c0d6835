import { closingAtFocal, cross3, homographyFromPoints, lift, type Homography } from './homography';
import { percentile } from './image-ops';
import type { Point, Quad } from './types';

const unitSquare: Quad = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

/** A phone's main camera sees about 74° across the photo's diagonal: its focal length in pixels. */
export const typicalFocal = (width: number, height: number) => Math.hypot(width, height) / 2 / Math.tan((37 * Math.PI) / 180);

/** A focal length estimate held to what phones' main cameras have (65–85° across the diagonal). */
export function phoneFocal(focal: number, width: number, height: number): number {
  const typical = typicalFocal(width, height);
  return Math.min(1.22 * typical, Math.max(0.82 * typical, focal));
}

interface SheetPose {
  /** The sheet's true proportion: side 1→2 over side 0→1. */
  proportion: number;
  /** The camera's focal length in pixels. */
  focal: number;
  /**
   * How far from square the sheet's corners are on the floor for the phone focal length (65–85° across
   * the diagonal) nearest the estimate, as the cosine of the angle between its sides: a sheet's is 0 (the
   * harder set's true corners keep under 0.0015), and a quad with a corner on a leg, shadow or skirting
   * board needs a focal length no phone has to look square.
   */
  skew: number;
}

/**
 * The sheet's true proportion from its corners in a photo of the given size, undoing the
 * perspective: a pinhole camera centred on the photo sees the unit square through H = K·[r1 r2 t],
 * so the focal length follows from r1 ⟂ r2 and the proportion from |r2| / |r1|. When the view is
 * too square-on for the focal length to show, a phone's typical one is used.
 */
export function sheetPose(corners: Quad, width: number, height: number): SheetPose | null {
  const undone = undoPerspective(corners, width, height);
  if (!undone) return null;
  const { a, b, d, e, g, k, typical, focal, proportion } = undone;
  const cosineAt = (f: number) => Math.abs(a * b + d * e + g * k * f * f) / (Math.hypot(a, d, g * f) * Math.hypot(b, e, k * f));
  const skew = Math.min(...[0.82 * typical, phoneFocal(focal, width, height), 1.22 * typical].map(cosineAt));
  return { proportion, focal, skew };
}

/**
 * `sheetPose`'s proportion alone, for the searches that place an edge by it (tens of thousands of calls a photo): what
 * `undoPerspective` works out with `squareToQuad`, written out in numbers so that a call allocates nothing, each
 * quantity the same expression in the same order.
 */
export function sheetProportion(corners: Quad, width: number, height: number): number | null {
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const x0 = corners[0].x - cx;
  const y0 = corners[0].y - cy;
  const x1 = corners[1].x - cx;
  const y1 = corners[1].y - cy;
  const x2 = corners[2].x - cx;
  const y2 = corners[2].y - cy;
  const x3 = corners[3].x - cx;
  const y3 = corners[3].y - cy;
  // squareToQuad's homography on the centred corners: its first two columns (a, d, g) and (b, e, k).
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const k = (dx1 * sy - sx * dy1) / det;
  const a = x1 - x0 + g * x1;
  const b = x3 - x0 + k * x3;
  const d = y1 - y0 + g * y1;
  const e = y3 - y0 + k * y3;
  const finite = Number.isFinite;
  if (!(finite(a) && finite(b) && finite(x0) && finite(d) && finite(e) && finite(y0) && finite(g) && finite(k))) return null;
  return columnsProportion(a, b, d, e, g, k, focalOf(a, b, d, e, g, k, typicalFocal(width, height)));
}

/**
 * The focal length (px) that makes the homography's first two columns (a, d, g) and (b, e, k) perpendicular once the
 * perspective is undone, kept within half and twice a phone's typical one; the typical one where none does.
 */
function focalOf(a: number, b: number, d: number, e: number, g: number, k: number, typical: number): number {
  const estimate = -(a * b + d * e) / (g * k);
  return Number.isFinite(estimate) && estimate > 0 ? Math.min(2 * typical, Math.max(0.5 * typical, Math.sqrt(estimate))) : typical;
}

/** The sheet's long side over its short side at that focal length: the lengths of the two columns once it is undone. */
function columnsProportion(a: number, b: number, d: number, e: number, g: number, k: number, focal: number): number | null {
  const f2 = focal * focal;
  const r1 = Math.sqrt((a * a + d * d) / f2 + g * g);
  const r2 = Math.sqrt((b * b + e * e) / f2 + k * k);
  return r1 > 0 ? r2 / r1 : null;
}

/** What `sheetPose` reads of the perspective undone: the homography's first two columns, the focal length, the proportion. */
function undoPerspective(
  corners: Quad,
  width: number,
  height: number,
  fromSquare: (q: Quad) => Homography | null = (q) => homographyFromPoints(unitSquare, q),
) {
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const centred = corners.map((p) => ({ x: p.x - cx, y: p.y - cy })) as Quad;
  const h = fromSquare(centred);
  if (!h) return null;
  const [a, b, , d, e, , g, k] = h as [number, number, number, number, number, number, number, number];
  // Columns of H: h1 = (a, d, g), h2 = (b, e, k).
  const typical = typicalFocal(width, height);
  const focal = focalOf(a, b, d, e, g, k, typical);
  const proportion = columnsProportion(a, b, d, e, g, k, focal);
  return proportion === null ? null : { a, b, d, e, g, k, typical, focal, proportion };
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
 * How far (px) the luma takes to climb from 20 % to 80 % of the way from the dark side to the bright side of an edge
 * through `p` whose normal (nx, ny) points to the dark side, over 14 px either way; null where it steps by under 20 levels.
 */
function riseWidth(luma: Float32Array, width: number, height: number, p: Point, nx: number, ny: number): number | null {
  const profile: number[] = [];
  for (let s = -14; s <= 14; s += 0.5) profile.push(sample(luma, width, height, p.x - s * nx, p.y - s * ny));
  // profile runs from outside (dark) to inside (bright).
  const outside = Math.min(...profile.slice(0, 8));
  const inside = Math.max(...profile.slice(-8));
  if (inside - outside < 20) return null;
  const cross = (level: number) => {
    const target = outside + level * (inside - outside);
    for (let i = profile.length - 1; i > 0; i--) if (profile[i - 1]! < target && profile[i]! >= target) return i;
    return -1;
  };
  const low = cross(0.2);
  const high = cross(0.8);
  return low < 0 || high < 0 ? null : Math.abs(high - low) * 0.5;
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
      const w = riseWidth(luma, width, height, { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) }, nx, ny);
      if (w !== null) widths.push(w);
    }
    if (widths.length < 5) continue;
    widths.sort((x, y) => x - y);
    sides.push(widths[widths.length >> 1]!);
  }
  // The second worst side: motion smears two opposite sides, and one side may run along a leg's soft shading.
  sides.sort((x, y) => y - x);
  return sides[1] ?? 0;
}

/**
 * How blurred the photo is, in pixels, where no sheet could be found to measure it on: the 20–80 % rise across its
 * strongest edges (whatever they belong to: paper, sock, skirting board, floor), in each of four directions the sharpest
 * quarter's (a sharp photo has some edge in every direction as sharp as its optics, while soft shadows and vignetting are
 * never the sharpest), and the worst direction's, since motion smears only the edges across its path. Each direction's
 * strongest edges are its own top 0.5 % of gradients: motion smears the edges across its path into weak slopes, so the
 * photo's strongest edges overall all run along the motion, sharp, and a direction with too few of them to read (ten)
 * would leave out just the smear that shows the blur (the same 0.5 % of the whole photo, taken direction by direction).
 */
export function photoBlurPx(luma: Float32Array, width: number, height: number): number {
  // Central differences on every other pixel: the strongest edges run for tens of pixels.
  const step = 2;
  const columns = Math.floor((width - 4) / step);
  const rows = Math.floor((height - 4) / step);
  const gradient = (k: number) => {
    const i = (2 + step * Math.floor(k / columns)) * width + 2 + step * (k % columns);
    return [luma[i + 1]! - luma[i - 1]!, luma[i + width]! - luma[i - width]!, i] as const;
  };
  const strength = new Float32Array(columns * rows);
  const direction = new Uint8Array(columns * rows);
  const counts = [0, 0, 0, 0];
  for (let k = 0; k < strength.length; k++) {
    const [gx, gy] = gradient(k);
    strength[k] = Math.hypot(gx, gy);
    // Opposite gradients (dark on either side) are one direction of edge.
    direction[k] = Math.round((4 * (Math.atan2(gy, gx) + Math.PI)) / Math.PI) % 4;
    counts[direction[k]!]!++;
  }
  const perDirection = Math.max(1, Math.round((0.005 * strength.length) / 4));
  const bars = [0, 1, 2, 3].map((d) => {
    const own = new Float32Array(counts[d]!);
    for (let k = 0, n = 0; k < strength.length; k++) if (direction[k] === d) own[n++] = strength[k]!;
    own.sort();
    return Math.max(1e-6, own[Math.max(0, own.length - perDirection)] ?? Infinity);
  });
  const byDirection: number[][] = [[], [], [], []];
  for (let k = 0; k < strength.length; k++) {
    const d = direction[k]!;
    if (strength[k]! < bars[d]!) continue;
    const [gx, gy, i] = gradient(k);
    const [ux, uy] = [gx / strength[k]!, gy / strength[k]!];
    // The normal points down the gradient, to the dark side.
    const rise = riseWidth(luma, width, height, { x: i % width, y: Math.floor(i / width) }, -ux, -uy);
    if (rise !== null) byDirection[d]!.push(rise);
  }
  let worst = 0;
  for (const rises of byDirection) {
    if (rises.length < 10) continue;
    rises.sort((a, b) => a - b);
    worst = Math.max(worst, rises[rises.length >> 2]!);
  }
  return worst;
}

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
    const seen = quad && sheetProportion(quad, width, height);
    return seen !== null ? seen - proportion : null;
  };
  const t = crossing(error, 0.8, 1.2, 40);
  return t === null ? null : at(t);
}

/** Where `error` changes sign between `low` and `high`, halving the interval `steps` times; null where it does not. */
export function crossing(error: (t: number) => number | null, low: number, high: number, steps: number): number | null {
  let errorLow = error(low);
  const errorHigh = error(high);
  if (errorLow === null || errorHigh === null || Math.sign(errorLow) === Math.sign(errorHigh)) return null;
  for (let step = 0; step < steps; step++) {
    const middle = (low + high) / 2;
    const errorMiddle = error(middle);
    if (errorMiddle === null) return null;
    if (Math.sign(errorMiddle) === Math.sign(errorLow)) [low, errorLow] = [middle, errorMiddle];
    else high = middle;
  }
  return (low + high) / 2;
}

/** The undone sheet's proportion (side 1→2 over side 0→1) for a camera of the given focal length centred on the photo. */
function proportionAt(corners: Quad, focal: number, width: number, height: number): number | null {
  const centred = corners.map((p) => ({ x: p.x - (width - 1) / 2, y: p.y - (height - 1) / 2 })) as Quad;
  const h = homographyFromPoints(unitSquare, centred);
  if (!h) return null;
  const [a, b, , d, e, , g, k] = h as [number, number, number, number, number, number, number, number];
  return columnsProportion(a, b, d, e, g, k, focal);
}

/**
 * Whether some focal length a phone's main camera can have (65–85° across the diagonal) undoes the corners to within
 * `tolerance` (a fraction) of `proportion`: where the view is near square-on, or the lens bends the sides, the focal
 * length the corners imply strays far outside that range (twice the typical one on a sheet whose corners are within a
 * pixel), and the proportion it gives with it; a paper the phone's own focal lengths can make is not contradicted.
 */
export function proportionFitsPhone(corners: Quad, proportion: number, tolerance: number, width: number, height: number): boolean {
  const typical = typicalFocal(width, height);
  let previous: number | null = null;
  for (let k = 0.82; k <= 1.22 + 1e-9; k += 0.05) {
    const seen = proportionAt(corners, k * typical, width, height);
    if (seen === null) continue;
    const off = seen / proportion - 1;
    if (Math.abs(off) <= tolerance || (previous !== null && Math.sign(off) !== Math.sign(previous))) return true;
    previous = off;
  }
  return false;
}

/**
 * The heel edge (corners 0 and 1) placed from the three other sides alone, for a camera of focal length `focal`:
 * at a right angle to the long sides on the floor as that camera sees it, and where the undone sheet takes the
 * paper's `proportion`. An edge the photo does not show rests on the focal length, which no photo of a sheet
 * with a side hidden can confirm; comparing where two focal lengths put it says how much that matters.
 */
export function heelEdgeAtFocal(corners: Quad, proportion: number, focal: number, width: number, height: number): Quad | null {
  const [c0, c1, c2, c3] = corners;
  const close = closingAtFocal(cross3(lift(c3), lift(c0)), cross3(lift(c3), lift(c2)), cross3(lift(c2), lift(c1)), focal, width, height);
  const at = (t: number): Quad | null => {
    const p: Point = { x: c3.x + t * (c0.x - c3.x), y: c3.y + t * (c0.y - c3.y) };
    const q = close(p);
    return q && [p, q, c2, c3];
  };
  const error = (t: number) => {
    const quad = at(t);
    const seen = quad && proportionAt(quad, focal, width, height);
    return seen === null ? null : seen - proportion;
  };
  // The crossing nearest the edge as placed, looked for outward from it a hundredth of the long side at a time, then halved down.
  for (let reach = 0; reach < 0.4; reach += 0.01)
    for (const t of [crossing(error, 1 + reach, 1 + reach + 0.01, 20), crossing(error, 1 - reach, 1 - reach - 0.01, 20)]) {
      // A sign change across a pole (the edge swinging through the camera's horizon) is no crossing.
      const settled = t === null ? null : error(t);
      if (t !== null && settled !== null && Math.abs(settled) < 0.01 * proportion) return at(t);
    }
  return null;
}

/**
 * Fraction of the segment a→b along which the luma steps up to paper brightness across it, on the side of (−dy, dx);
 * with `shaded`, paper in a cast shadow counts too: at least 0.3 of the lit paper (a leg's shadow under a lamp or a
 * window leaves 0.35–0.6 with the room's light filling it in) and 0.1 of it brighter than beyond, well above noise.
 * With `toBeat`, −1 as soon as the fraction can no longer come out above it (the samples left all hits would not
 * lift it past): for a search that keeps only the best edge, the fraction itself where it still may.
 */
function stepSupport(
  luma: Float32Array,
  width: number,
  height: number,
  a: Point,
  b: Point,
  paper: number,
  shaded = false,
  toBeat = -Infinity,
): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length < 1) return 0;
  const dx = (b.x - a.x) / length;
  const dy = (b.y - a.y) / length;
  const [from, to] = [0.03 * length, 0.97 * length];
  // The samples' count, taken the way the loop below steps (one addition at a time), for the bound.
  let total = 0;
  if (toBeat > -Infinity) for (let s = from; s <= to; s += 1) total++;
  let hits = 0;
  let samples = 0;
  for (let s = from; s <= to; s += 1) {
    samples++;
    const x = a.x + dx * s;
    const y = a.y + dy * s;
    const ix = Math.round(x - 1.5 * dy);
    const iy = Math.round(y + 1.5 * dx);
    const ox = Math.round(x + 1.5 * dy);
    const oy = Math.round(y - 1.5 * dx);
    if (ix < 0 || iy < 0 || ox < 0 || oy < 0 || ix >= width || ox >= width || iy >= height || oy >= height) {
      if (total > 0 && (hits + total - samples) / total <= toBeat) return -1;
      continue;
    }
    const inside = luma[iy * width + ix]!;
    const step = inside - luma[oy * width + ox]!;
    if ((inside >= 0.6 * paper && step >= 0.04 * paper) || (shaded && inside >= 0.3 * paper && step >= 0.1 * paper)) hits++;
    else if (total > 0 && (hits + total - samples) / total <= toBeat) return -1;
  }
  return samples ? hits / samples : 0;
}

/**
 * A heel edge (corners 0 → 1) that was placed from the paper's proportion, moved to where the photo shows
 * it, or null where it shows too little: the leg rarely hides all of it, and an edge placed from the
 * proportion alone rests on a guessed focal length and on long sides the lens bends, which at a 30° tilt
 * puts it a centimetre off. Its corners slide along the long sides (3 → 0 and 2 → 1); among the edges that
 * keep the undone sheet within 2 % of the paper's `proportion` (the true corners of the harder photos keep
 * within 1 % at 90 %) and that no long side runs on past, the one along which a step up to paper brightness
 * shows most is taken, when it shows along a fifth of it or the placed edge fell short of a long side's end.
 */
export function seenHeelEdge(luma: Float32Array, width: number, height: number, corners: Quad, proportion: number): Quad | null {
  // The same edge is asked for again and again on one photo (the line finder's near copies of one quad, the looks taken
  // again with the lower leg bar): each answer is kept with the photo's luma, which nothing writes once it is made.
  let kept = seenEdges.get(luma);
  if (!kept) seenEdges.set(luma, (kept = new Map()));
  const key = `${width} ${height} ${proportion} ${corners.map((p) => `${p.x} ${p.y}`).join(' ')}`;
  if (!kept.has(key)) kept.set(key, placeSeenHeelEdge(luma, width, height, corners, proportion));
  const found = kept.get(key)!;
  return found && (found.map((p) => ({ ...p })) as Quad);
}

/** `seenHeelEdge`'s answers by photo (its luma) and question. */
const seenEdges = new WeakMap<Float32Array, Map<string, Quad | null>>();

function placeSeenHeelEdge(luma: Float32Array, width: number, height: number, corners: Quad, proportion: number): Quad | null {
  const [c0, c1, c2, c3] = corners;
  const paper = paperLevel(luma);
  const rail = (from: Point, to: Point) => {
    const l = Math.hypot(to.x - from.x, to.y - from.y);
    return { x: (to.x - from.x) / l, y: (to.y - from.y) / l, l };
  };
  const r0 = rail(c3, c0);
  const r1 = rail(c2, c1);
  const at = (t0: number, t1: number): Quad => [
    { x: c3.x + t0 * r0.x, y: c3.y + t0 * r0.y },
    { x: c2.x + t1 * r1.x, y: c2.y + t1 * r1.y },
    c2,
    c3,
  ];
  // The step is looked for on the sheet's side of the edge: order its ends so that (−dy, dx) points there.
  const inward = (q: Quad): [Point, Point] => (crossZ(q[0], q[1], q[2]) > 0 ? [q[0], q[1]] : [q[1], q[0]]);
  // A long side's paper edge stops at its corner: one running on past a corner means the sheet goes on there. Each
  // rail's answers are kept by position (a number key, not a string made of it: the search asks some 20,000 times).
  const runsOn = [new Map<number, boolean>(), new Map<number, boolean>()] as const;
  const passed = (which: 0 | 1, t: number) => {
    let known = runsOn[which].get(t);
    if (known === undefined) {
      const [from, rail, inside] = which === 0 ? [c3, r0, c2] : [c2, r1, c3];
      known = sideRunsOn(luma, width, height, from, rail, t, inside, paper);
      runsOn[which].set(t, known);
    }
    return known;
  };
  let best = { t0: r0.l, t1: r1.l, score: -1 };
  const search = (around0: number, around1: number, reach: number, step: number) => {
    for (let t0 = around0 - reach; t0 <= around0 + reach; t0 += step) {
      if (passed(0, t0)) continue;
      for (let t1 = around1 - reach; t1 <= around1 + reach; t1 += step) {
        if (passed(1, t1)) continue;
        const q = at(t0, t1);
        const seen = sheetProportion(q, width, height);
        if (seen === null || Math.abs(seen / proportion - 1) >= 0.02) continue;
        // Only an edge showing more than the best so far is kept, so the count stops once it cannot.
        const score = stepSupport(luma, width, height, ...inward(q), paper, false, best.score);
        if (score > best.score) best = { t0, t1, score };
      }
    }
  };
  search(r0.l, r1.l, 0.2 * Math.min(r0.l, r1.l), 2);
  search(best.t0, best.t1, 2, 0.5);
  // An edge placed short of where a long side stops is wrong even where the true one cannot be seen.
  const short = passed(0, r0.l) || passed(1, r1.l);
  if (best.score >= 0.2 || (short && best.score >= 0)) return at(best.t0, best.t1);
  // The edge hidden all along (trousers or the leg over it): it runs between the two corners, and at each of them a long
  // side's paper edge stops stepping down to the floor. Where both long sides show where they end, the edge placed through
  // those two points rests on what the photo shows, not on a guessed focal length (which at a 30-35 degree tilt puts it
  // 15-47 px off). A long side cut short by the leg or a shadow ends early too: such ends are taken only where the quad
  // they make keeps the paper's proportion (at a typical focal length) within 5 %, as a guessed focal length moves it a few
  // per cent while an end a tenth of the side short moves it by a tenth.
  const ends = sideEnds(luma, width, height, corners, paper);
  if (!ends) return null;
  const q = at(ends[0], ends[1]);
  const seen = sheetProportion(q, width, height);
  return seen !== null && Math.abs(seen / proportion - 1) < 0.05 ? q : null;
}

/**
 * Where each long side's paper edge (3 -> 0 and 2 -> 1) ends, as distances from corners 3 and 2 along them, looked for
 * from 0.6 to 1.3 times their length; null where either shows no end.
 */
function sideEnds(luma: Float32Array, width: number, height: number, corners: Quad, paper: number): [number, number] | null {
  const [c0, c1, c2, c3] = corners;
  const ends = (
    [
      [c3, c0, c2],
      [c2, c1, c3],
    ] as const
  ).map(([from, to, inside]) => {
    const l = Math.hypot(to.x - from.x, to.y - from.y);
    return l > 0
      ? sideEnd(luma, width, height, from, { x: (to.x - from.x) / l, y: (to.y - from.y) / l, l }, inside, paper, 0.6 * l, 1.3 * l)
      : null;
  });
  return ends[0] != null && ends[1] != null ? [ends[0], ends[1]] : null;
}

/**
 * Whether both heel-edge corners (0 and 1) stand where the long sides' paper edges end (within 1 % of their length, at
 * least 3 px): such corners are seen in the photo, not placed from the paper's proportion at a guessed focal length.
 */
export function heelAtSideEnds(luma: Float32Array, width: number, height: number, corners: Quad): boolean {
  const ends = sideEnds(luma, width, height, corners, paperLevel(luma));
  if (!ends) return false;
  const [c0, c1, c2, c3] = corners;
  return [
    [c3, c0, ends[0]],
    [c2, c1, ends[1]],
  ].every(([from, to, end]) => {
    const [a, b] = [from as Point, to as Point];
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    return Math.abs((end as number) - l) <= Math.max(3, 0.01 * l);
  });
}

/**
 * Whether the paper's edge along a long side, from `from` in the direction of `rail` (length `l`), runs on past the point
 * `t` along it, for 8 % of the side's length beyond (over half of it, paper in a cast shadow counting): `inside` is a
 * point on the sheet's side of it. A sheet's side stops at its corner.
 */
function sideRunsOn(
  luma: Float32Array,
  width: number,
  height: number,
  from: Point,
  rail: { x: number; y: number; l: number },
  t: number,
  inside: Point,
  paper: number,
): boolean {
  const a = { x: from.x + t * rail.x, y: from.y + t * rail.y };
  const b = { x: a.x + 0.08 * rail.l * rail.x, y: a.y + 0.08 * rail.l * rail.y };
  return stepSupport(luma, width, height, ...(crossZ(from, a, inside) > 0 ? ([a, b] as const) : ([b, a] as const)), paper, true) > 0.5;
}

/**
 * Whether a long side (3 → 0 or 2 → 1) runs on past the heel edge's corner it ends at: the heel edge then lies short of
 * the sheet's end (most often the bright region was cut where a leg or trousers stand over the heel edge), so the quad is
 * a part of the sheet and its proportion is not the paper's.
 */
export function longSideRunsOn(luma: Float32Array, width: number, height: number, corners: Quad): boolean {
  const [c0, c1, c2, c3] = corners;
  const paper = percentile(luma, 0.99, 4);
  return (
    [
      [c3, c0, c2],
      [c2, c1, c3],
    ] as const
  ).some(([from, to, inside]) => {
    const l = Math.hypot(to.x - from.x, to.y - from.y);
    return l > 0 && sideRunsOn(luma, width, height, from, { x: (to.x - from.x) / l, y: (to.y - from.y) / l, l }, l, inside, paper);
  });
}

/** Fraction of a sheet's heel edge (corners 0 → 1) along which a step up to paper brightness shows. */
export function heelEdgeSeen(luma: Float32Array, width: number, height: number, corners: Quad): number {
  const [a, b] = crossZ(corners[0], corners[1], corners[2]) > 0 ? [corners[0], corners[1]] : [corners[1], corners[0]];
  return stepSupport(luma, width, height, a, b, paperLevel(luma));
}

/**
 * Fraction of the sheet's side from corner `from` to the next along which paper meets what lies beyond it: 1.5 px
 * inside it and 6 px in, both at least 30 % of the paper's light (paper in a leg's cast shadow counts), each brighter by a
 * tenth of it than 1.5 px outside. A light line on the floor (a tile joint, a rug's stripe, a skirting board's top) steps
 * up just as sharply, but is floor again a few pixels in, where a sheet goes on.
 */
export function sideSeen(luma: Float32Array, width: number, height: number, corners: Quad, from: number): number {
  const [p, q] = [corners[from % 4]!, corners[(from + 1) % 4]!];
  const [a, b] = crossZ(corners[0], corners[1], corners[2]) > 0 ? [p, q] : [q, p];
  const paper = paperLevel(luma);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length < 1) return 0;
  const [dx, dy] = [(b.x - a.x) / length, (b.y - a.y) / length];
  const at = (x: number, y: number) => {
    const [ix, iy] = [Math.round(x), Math.round(y)];
    return ix < 0 || iy < 0 || ix >= width || iy >= height ? null : luma[iy * width + ix]!;
  };
  let [hits, samples] = [0, 0];
  for (let s = 0.03 * length; s <= 0.97 * length; s += 1) {
    samples++;
    const [x, y] = [a.x + dx * s, a.y + dy * s];
    // (−dy, dx) points into the sheet.
    const near = at(x - 1.5 * dy, y + 1.5 * dx);
    const deep = at(x - 6 * dy, y + 6 * dx);
    const outside = at(x + 1.5 * dy, y - 1.5 * dx);
    if (near === null || deep === null || outside === null) continue;
    const inside = Math.min(near, deep);
    if (inside >= 0.3 * paper && inside - outside >= 0.1 * paper) hits++;
  }
  return samples ? hits / samples : 0;
}

/**
 * The paper's brightness in a photo (its luma's 99th percentile, every fourth pixel), kept with the luma, which nothing
 * writes once it is made: the sheet's edges are checked against it a hundred times and more on one photo.
 */
function paperLevel(luma: Float32Array): number {
  let level = paperLevels.get(luma);
  if (level === undefined) paperLevels.set(luma, (level = percentile(luma, 0.99, 4)));
  return level;
}

const paperLevels = new WeakMap<Float32Array, number>();

const crossZ = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/**
 * Where the paper's edge along a long side, from `from` in the direction of `rail` (length `l`), ends between `low` and
 * `high` along it: the point past which the step from paper down to the floor stops, showing along most (over 60 %) of
 * the 8 % of the side before it and along under a fifth of the 8 % beyond it (paper in a cast shadow counting, its step
 * in proportion to the light it gets), or null
 * where it shows no such end. `inside` is a point on the sheet's side of it.
 */
function sideEnd(
  luma: Float32Array,
  width: number,
  height: number,
  from: Point,
  rail: { x: number; y: number; l: number },
  inside: Point,
  paper: number,
  low: number,
  high: number,
): number | null {
  // (nx, ny) points into the sheet.
  let [nx, ny] = [-rail.y, rail.x];
  if ((inside.x - from.x) * nx + (inside.y - from.y) * ny < 0) [nx, ny] = [-nx, -ny];
  const span = Math.max(4, Math.round(0.08 * rail.l));
  const first = Math.floor(low) - span;
  const count = Math.ceil(high) + span - first + 1;
  const hit = new Uint8Array(count);
  const at = (x: number, y: number) => {
    const [ix, iy] = [Math.round(x), Math.round(y)];
    return ix < 0 || iy < 0 || ix >= width || iy >= height ? null : luma[iy * width + ix]!;
  };
  for (let k = 0; k < count; k++) {
    const s = first + k;
    const [x, y] = [from.x + s * rail.x, from.y + s * rail.y];
    const near = at(x + 1.5 * nx, y + 1.5 * ny);
    const outside = at(x - 1.5 * nx, y - 1.5 * ny);
    if (near === null || outside === null) continue;
    const step = near - outside;
    // Paper in a cast shadow (a trouser leg's over a far corner) and the floor beside it get the same lesser light, so
    // the step between them shrinks with it: the tenth of the paper's full light asked of paper at 0.6 of that light is
    // asked there as the same sixth of the light it gets (in the trousers' shadow, paper at half the light steps down
    // 0.06-0.1 of the full light at 1.5 px, 0.13 at 3 px, where the blurred edge has all of its step).
    if ((near >= 0.6 * paper && step >= 0.04 * paper) || (near >= 0.3 * paper && step >= near / 6)) hit[k] = 1;
  }
  const sum = (a: number, b: number) => {
    let n = 0;
    for (let k = a; k < b; k++) n += hit[k]!;
    return n / (b - a);
  };
  let best: { s: number; gap: number } | null = null;
  for (let k = span; k + span < count; k++) {
    const [before, beyond] = [sum(k - span, k), sum(k + 1, k + 1 + span)];
    if (before > 0.6 && beyond < 0.2 && (!best || before - beyond > best.gap)) best = { s: first + k, gap: before - beyond };
  }
  return best && best.s;
}
