import { keptBytes, largestComponent, morph, otsuThreshold, percentile, wholeMask, type Component } from './image-ops';
import type { Point, Quad, RefusalReason } from './types';

interface Line {
  /** A point on the line and its unit direction. */
  point: Point;
  dir: Point;
}

export interface SheetFound {
  ok: true;
  /** The corners in order around the sheet. */
  corners: Quad;
  /** Root-mean-square distance of the sheet's edge points from the fitted sides, in pixels. */
  rmsPx: number;
  /** Why the first threshold found no sheet, when only the second one did. */
  firstRefusal?: RefusalReason;
  /** The corners rest on an edge that does not confirm the paper setting (see `SheetFromLines.againstLight`). */
  unconfirmed?: boolean;
}

/** Sub-pixel position where the luma crosses `threshold` between two neighbouring samples. */
function crossing(before: number, after: number, threshold: number): number {
  const span = after - before;
  return span === 0 ? 0.5 : Math.min(1, Math.max(0, (threshold - before) / span));
}

/** Where the component's outer boundary crosses the threshold, scanning every row and column from both ends. */
function edgePoints(sheet: Component, luma: Float32Array, width: number, threshold: number): Point[] {
  const points: Point[] = [];
  const at = (x: number, y: number) => luma[y * width + x]!;
  const inside = (x: number, y: number) => sheet.mask[y * width + x] === 1;
  for (let y = sheet.minY; y <= sheet.maxY; y++) {
    let first = sheet.minX;
    while (first <= sheet.maxX && !inside(first, y)) first++;
    if (first > sheet.maxX) continue;
    let last = sheet.maxX;
    while (!inside(last, y)) last--;
    points.push({ x: first - 1 + crossing(at(first - 1, y), at(first, y), threshold), y });
    points.push({ x: last + 1 - crossing(at(last + 1, y), at(last, y), threshold), y });
  }
  for (let x = sheet.minX; x <= sheet.maxX; x++) {
    let first = sheet.minY;
    while (first <= sheet.maxY && !inside(x, first)) first++;
    if (first > sheet.maxY) continue;
    let last = sheet.maxY;
    while (!inside(x, last)) last--;
    points.push({ x, y: first - 1 + crossing(at(x, first - 1), at(x, first), threshold) });
    points.push({ x, y: last + 1 - crossing(at(x, last + 1), at(x, last), threshold) });
  }
  return points;
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Andrew's monotone chain. */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half(sorted.reverse())];
}

function distanceToLine(p: Point, a: Point, b: Point): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  return length === 0 ? Math.hypot(p.x - a.x, p.y - a.y) : Math.abs(cross(a, b, p)) / length;
}

/** Douglas–Peucker: the vertices of the open polyline points[from..to] that keep it within `epsilon`. */
function simplifyRun(points: Point[], from: number, to: number, epsilon: number, out: Point[]): void {
  let farthest = -1;
  let distance = epsilon;
  for (let i = from + 1; i < to; i++) {
    const d = distanceToLine(points[i]!, points[from]!, points[to % points.length]!);
    if (d > distance) [distance, farthest] = [d, i];
  }
  if (farthest === -1) return;
  simplifyRun(points, from, farthest, epsilon, out);
  out.push(points[farthest]!);
  simplifyRun(points, farthest, to, epsilon, out);
}

/** The hull reduced to its main vertices, split at two opposite points so both halves are open. */
function simplifyHull(hull: Point[], epsilon: number): Point[] {
  let far = 0;
  const d0 = (p: Point) => Math.hypot(p.x - hull[0]!.x, p.y - hull[0]!.y);
  for (let i = 1; i < hull.length; i++) if (d0(hull[i]!) > d0(hull[far]!)) far = i;
  const out: Point[] = [hull[0]!];
  simplifyRun(hull, 0, far, epsilon, out);
  out.push(hull[far]!);
  simplifyRun(hull, far, hull.length, epsilon, out);
  return out;
}

function quadAreaOf(a: Point, b: Point, c: Point, d: Point): number {
  return Math.abs(cross(a, b, c) + cross(a, c, d)) / 2;
}

/**
 * The largest quadrilateral with corners among the hull's main vertices (a sheet seen at any
 * angle is the largest four-cornered shape in its own outline; a corner cut off by a foot drops out).
 */
function roughCorners(hull: Point[], size: number): Quad | null {
  let vertices = simplifyHull(hull, size * 0.01);
  for (let epsilon = size * 0.02; vertices.length > 12; epsilon *= 1.5) vertices = simplifyHull(hull, epsilon);
  if (vertices.length < 4) return null;
  let best: Quad | null = null;
  let bestArea = 0;
  const n = vertices.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const area = quadAreaOf(vertices[a]!, vertices[b]!, vertices[c]!, vertices[d]!);
          if (area > bestArea) [bestArea, best] = [area, [vertices[a]!, vertices[b]!, vertices[c]!, vertices[d]!]];
        }
  return best;
}

function fitLine(points: Point[]): Line {
  let mx = 0;
  let my = 0;
  for (const p of points) {
    mx += p.x;
    my += p.y;
  }
  mx /= points.length;
  my /= points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
    syy += (p.y - my) ** 2;
  }
  // Direction of largest spread: total least squares, fair to steep and flat sides alike.
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { point: { x: mx, y: my }, dir: { x: Math.cos(angle), y: Math.sin(angle) } };
}

function intersect(l1: Line, l2: Line): Point | null {
  const det = l1.dir.x * l2.dir.y - l1.dir.y * l2.dir.x;
  if (Math.abs(det) < 1e-9) return null;
  const t = ((l2.point.x - l1.point.x) * l2.dir.y - (l2.point.y - l1.point.y) * l2.dir.x) / det;
  return { x: l1.point.x + t * l1.dir.x, y: l1.point.y + t * l1.dir.y };
}

/** Edge points lying on side a→b away from its ends, with their distances from it. */
function sidePoints(points: Point[], a: Point, b: Point, tolerance: number): Point[] {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  return points.filter((p) => {
    const along = (p.x - a.x) * ux + (p.y - a.y) * uy;
    const off = Math.abs((p.x - a.x) * uy - (p.y - a.y) * ux);
    return off <= tolerance && along > 0.06 * length && along < 0.94 * length;
  });
}

/**
 * Fits a line to each side's edge points and intersects neighbours, twice, each time with a
 * tighter band, so corners land where the straight edges meet rather than on a rounded pixel.
 */
function refineCorners(points: Point[], rough: Quad, scale: number): { corners: Quad; rmsPx: number; coverage: number } | null {
  let corners = rough;
  let rmsPx = 0;
  let coverage = 1;
  for (const tolerance of [Math.max(3, scale * 0.008), Math.max(1.5, scale * 0.003)]) {
    const lines: Line[] = [];
    let squares = 0;
    let count = 0;
    coverage = 1;
    for (let i = 0; i < 4; i++) {
      const a = corners[i]!;
      const b = corners[(i + 1) % 4]!;
      const onSide = sidePoints(points, a, b, tolerance);
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      coverage = Math.min(coverage, onSide.length / (2 * length));
      if (onSide.length < 8) return null;
      const line = fitLine(onSide);
      for (const p of onSide) {
        squares += ((p.x - line.point.x) * line.dir.y - (p.y - line.point.y) * line.dir.x) ** 2;
        count++;
      }
      lines.push(line);
    }
    const next: Point[] = [];
    for (let i = 0; i < 4; i++) {
      const corner = intersect(lines[(i + 3) % 4]!, lines[i]!);
      if (!corner) return null;
      next.push(corner);
    }
    corners = next as Quad;
    rmsPx = Math.sqrt(squares / count);
  }
  return { corners, rmsPx, coverage };
}

function quadArea(q: Quad): number {
  let twice = 0;
  for (let i = 0; i < 4; i++) twice += q[i]!.x * q[(i + 1) % 4]!.y - q[(i + 1) % 4]!.x * q[i]!.y;
  return Math.abs(twice) / 2;
}

function sheetAbove(
  luma: Float32Array,
  width: number,
  height: number,
  threshold: number,
): SheetFound | { ok: false; reason: RefusalReason } {
  // Kept masks (none leaves this function), since up to seven thresholds are tried on a photo.
  const mask = keptBytes('sheetBright', luma.length);
  let bright = 0;
  for (let i = 0; i < luma.length; i++) bright += mask[i] = luma[i]! > threshold ? 1 : 0;
  // The sheet is grown inside this mask, so fewer bright pixels than the smallest sheet's area can only give `noSheet`.
  if (bright < 0.04 * width * height) return { ok: false, reason: 'noSheet' };
  // Opening by two pixels cuts thin bright lines (tile grout, skirting) that would join the sheet to its surroundings.
  const opened = morph(mask, width, height, false, undefined, 2, keptBytes('sheetOpened', mask.length));
  const core = largestComponent(opened, width, height, keptBytes('sheetCore', mask.length));
  if (!core) return { ok: false, reason: 'noSheet' };
  // The growing below keeps the core, so a core of a sheet's least area on the border gives `sheetCut` already.
  const atBorder = (c: Component) => c.minX === 0 || c.minY === 0 || c.maxX === width - 1 || c.maxY === height - 1;
  if (core.area >= 0.04 * width * height && atBorder(core)) return { ok: false, reason: 'sheetCut' };
  // Grown step by step from one connected core, the region stays connected: it needs no labelling of its own.
  const sheet = wholeMask(morph(core.mask, width, height, true, mask, 2, keptBytes('sheetClosed', mask.length)), width);
  if (sheet.area < 0.04 * width * height) return { ok: false, reason: 'noSheet' };
  if (atBorder(sheet)) return { ok: false, reason: 'sheetCut' };
  const points = edgePoints(sheet, luma, width, threshold);
  const size = Math.hypot(sheet.maxX - sheet.minX, sheet.maxY - sheet.minY);
  const rough = roughCorners(convexHull(points), size);
  if (!rough) return { ok: false, reason: 'noSheet' };
  const refined = refineCorners(points, rough, size);
  if (!refined || refined.coverage < 0.02) return { ok: false, reason: 'noSheet' };
  const { corners, rmsPx } = refined;
  const inView = corners.every((p) => p.x >= 0 && p.y >= 0 && p.x <= width - 1 && p.y <= height - 1);
  if (!inView) return { ok: false, reason: 'sheetCut' };
  // A paper sheet is most of its own quadrilateral even with a foot on it; a blob of floor is not.
  if (sheet.area < 0.55 * quadArea(corners) || rmsPx > 2.5) return { ok: false, reason: 'noSheet' };
  return { ok: true, corners, rmsPx };
}

/**
 * Finds the sheet: the largest region brighter than Otsu's threshold, its outline's convex hull
 * reduced to four corners, each side then fitted as a straight line through the edge points.
 * When that region is not a whole sheet (a light wall or rug joins it), the bright pixels are
 * split once more, since the paper is the brightest thing in the photo.
 */
export function findSheet(luma: Float32Array, width: number, height: number): SheetFound | { ok: false; reason: RefusalReason } {
  const threshold = otsuThreshold(luma);
  const first = sheetAbove(luma, width, height, threshold);
  if (first.ok) return first;
  const second = luma.some((value) => value > threshold) ? sheetAbove(luma, width, height, otsuThreshold(luma, threshold)) : first;
  if (second.ok) return { ...second, firstRefusal: first.reason };
  // A light floor, skirting board or wall can stay joined to the sheet at both: step down from the paper's own brightness.
  const paperLevel = percentile(luma, 0.99, 2);
  for (const fraction of ladder) {
    const found = sheetAbove(luma, width, height, paperLevel * fraction);
    if (found.ok) return { ...found, firstRefusal: first.reason };
  }
  return first;
}

/** Thresholds tried, as fractions of the brightest percent of the photo. */
const ladder = [0.9, 0.83, 0.76, 0.69, 0.62];
