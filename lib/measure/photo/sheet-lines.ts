import { percentile } from './image-ops';
import { closingAtFocal, type Homogeneous } from './homography';
import { crossing, heelAtSideEnds, seenHeelEdge, sheetPose, sheetProportion, typicalFocal } from './sheet-check';
import type { Point, Quad } from './types';

/**
 * Finding the sheet from its straight edges rather than from a bright region: where a leg, its
 * shadow, a skirting board, a light wall or a light floor joins the paper to its surroundings, the
 * paper's free edges still show as straight lines with the bright side inwards. Lines are voted for
 * from gradient edges (a Hough transform that keeps which side is brighter), four of them make a
 * sheet whose undone proportion is a paper's, or three make one whose fourth edge (most often the
 * heel edge, hidden by the leg) is placed from the paper's known proportion.
 */

/** A line n·p = rho, its unit normal n pointing to the brighter side. */
interface Line {
  nx: number;
  ny: number;
  rho: number;
}

export interface SheetFromLines {
  corners: Quad;
  /** Root-mean-square distance of the edge points from the fitted sides, in pixels. */
  rmsPx: number;
  /** The fourth edge was placed from the paper's proportion, so the photo cannot confirm the paper setting. */
  completed: boolean;
  /** One short edge is the darker side of its step (a light wall or floor beyond): a weaker edge, so the corners do not confirm the paper setting either. */
  againstLight: boolean;
  /**
   * All four sides were seen, each a step from the paper to the ground beyond rather than a thin line with the same
   * light either side (a crease, tile grout): the sheet is then all in the picture.
   */
  stepsOut: boolean;
  /**
   * The next sheets the lines make, best first, each at least `sameSheetPx` from this one and from each other at some
   * corner: worked out only when asked, for when the foot cannot be found on this one.
   */
  others: () => SheetFromLines[];
}

/**
 * How many other sheets the lines' next quads are offered as, and how near (working pixels, 2 % of the ~420 px the
 * lines are found at) every corner of a quad must lie to one of another's for the two to be the same sheet.
 */
const [otherSheets, sameSheetPx] = [3, 8];

interface Work {
  luma: Float32Array;
  width: number;
  height: number;
  /** Full-resolution pixels per working pixel. */
  factor: number;
  /** Gradient direction index (0–359, towards the brighter side) of each edge pixel, −1 elsewhere. */
  edgeAngle: Int16Array;
  /** The edge pixels' indices in increasing order: the votes and refits visit only these (some 5 % of the pixels). */
  edgePixels: Int32Array;
  paper: number;
}

/** The indices of the pixels `edges` marked, in increasing order. */
function edgePixelsOf(edgeAngle: Int16Array): Int32Array {
  let count = 0;
  for (let i = 0; i < edgeAngle.length; i++) if (edgeAngle[i]! >= 0) count++;
  const out = new Int32Array(count);
  for (let i = 0, k = 0; i < edgeAngle.length; i++) if (edgeAngle[i]! >= 0) out[k++] = i;
  return out;
}

/** The photo's luma averaged over factor × factor blocks: line finding needs no more than ~420 px. */
export function downscale(luma: Float32Array, width: number, height: number, factor: number): Float32Array {
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) for (let dx = 0; dx < factor; dx++) sum += luma[(y * factor + dy) * width + x * factor + dx]!;
      out[y * w + x] = sum / (factor * factor);
    }
  return out;
}

/** Edge pixels: Sobel gradient maxima along their own direction, steep enough, with paper-bright light on their bright side. */
function edges(luma: Float32Array, width: number, height: number, paper: number): Int16Array {
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  const magnitude = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const a = luma[i - width - 1]!;
      const b = luma[i - width]!;
      const c = luma[i - width + 1]!;
      const d = luma[i - 1]!;
      const f = luma[i + 1]!;
      const g = luma[i + width - 1]!;
      const h = luma[i + width]!;
      const k = luma[i + width + 1]!;
      gx[i] = c + 2 * f + k - a - 2 * d - g;
      gy[i] = g + 2 * h + k - a - 2 * b - c;
      magnitude[i] = Math.hypot(gx[i]!, gy[i]!);
    }
  const angle = new Int16Array(width * height).fill(-1);
  // A step of 8 % of the paper's brightness gives a Sobel response of about four times that.
  const minimum = 0.3 * paper;
  for (let y = 2; y < height - 2; y++)
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x;
      const m = magnitude[i]!;
      if (m < minimum) continue;
      const ux = gx[i]! / m;
      const uy = gy[i]! / m;
      const ahead = magnitude[Math.round(y + uy) * width + Math.round(x + ux)]!;
      const behind = magnitude[Math.round(y - uy) * width + Math.round(x - ux)]!;
      if (m < ahead || m <= behind) continue;
      const bx = Math.round(x + 2 * ux);
      const by = Math.round(y + 2 * uy);
      if (bx < 0 || by < 0 || bx >= width || by >= height || luma[by * width + bx]! < 0.5 * paper) continue;
      angle[i] = (Math.round((Math.atan2(uy, ux) * 180) / Math.PI) + 360) % 360;
    }
  return angle;
}

/**
 * How far (degrees) either side of its own gradient direction each edge pixel votes when the usual ±3° makes no sheet:
 * along a straight edge drawn as a pixel staircase (a render's, or a sharpened photo's), the Sobel direction swings ±9°
 * around the edge's normal at the working resolution (255–273° along a toe edge whose normal is 264.6°), so ±3° votes
 * scatter that edge over cells none of which reaches the threshold. Wider votes raise every clutter line as well (sock
 * stripes, floor boards, tile grout), so they are the second try, not the first.
 */
const wideVoteDeg = 7;

/**
 * The strongest lines by a Hough vote that keeps polarity, each refitted to its own edge pixels; each edge pixel votes
 * for the directions within `spreadDeg` of its own gradient's.
 */
function houghLines(work: Work, count: number, spreadDeg: number): Line[] {
  const { width, height, edgeAngle, edgePixels } = work;
  const diagonal = Math.ceil(Math.hypot(width, height));
  const rhoBins = 2 * diagonal + 1;
  const votes = new Uint16Array(360 * rhoBins);
  const cos = Float64Array.from({ length: 360 }, (_, a) => Math.cos((a * Math.PI) / 180));
  const sin = Float64Array.from({ length: 360 }, (_, a) => Math.sin((a * Math.PI) / 180));
  for (let k = 0; k < edgePixels.length; k++) {
    const i = edgePixels[k]!;
    const a0 = edgeAngle[i]!;
    const x = i % width;
    const y = (i - x) / width;
    for (let da = -spreadDeg; da <= spreadDeg; da++) {
      const a = (a0 + da + 360) % 360;
      votes[a * rhoBins + Math.round(x * cos[a]! + y * sin[a]!) + diagonal]!++;
    }
  }
  const minVotes = Math.max(12, 0.06 * Math.min(width, height));
  const cells: number[] = [];
  for (let c = 0; c < votes.length; c++) if (votes[c]! >= minVotes) cells.push(c);
  cells.sort((p, q) => votes[q]! - votes[p]!);
  const picked: { a: number; r: number }[] = [];
  for (const c of cells) {
    const a = Math.floor(c / rhoBins);
    const r = (c % rhoBins) - diagonal;
    const angularGap = (p: number) => Math.min(Math.abs(p - a), 360 - Math.abs(p - a));
    if (picked.some((p) => angularGap(p.a) <= 6 && Math.abs(p.r - r) <= 6)) continue;
    picked.push({ a, r });
    if (picked.length >= count) break;
  }
  return picked.flatMap(({ a, r }) => {
    const line = refit(work, { nx: cos[a]!, ny: sin[a]!, rho: r }, 1.5, 10);
    return line ? [line] : [];
  });
}

/** Total least squares through the edge pixels near `line` whose direction agrees with it. */
function refit(work: Work, line: Line, band: number, angleTolerance: number): Line | null {
  const { width, edgeAngle, edgePixels } = work;
  const direction = (Math.atan2(line.ny, line.nx) * 180) / Math.PI;
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let k = 0; k < edgePixels.length; k++) {
    const i = edgePixels[k]!;
    const a = edgeAngle[i]!;
    const gap = Math.abs(((a - direction + 540) % 360) - 180);
    if (gap > angleTolerance) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (Math.abs(x * line.nx + y * line.ny - line.rho) > band) continue;
    n++;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
    syy += y * y;
  }
  if (n < 8) return null;
  const mx = sx / n;
  const my = sy / n;
  const cxx = sxx / n - mx * mx;
  const cxy = sxy / n - mx * my;
  const cyy = syy / n - my * my;
  // Normal: direction of least spread.
  const angle = 0.5 * Math.atan2(2 * cxy, cxx - cyy) + Math.PI / 2;
  let nx = Math.cos(angle);
  let ny = Math.sin(angle);
  if (nx * line.nx + ny * line.ny < 0) [nx, ny] = [-nx, -ny];
  return { nx, ny, rho: nx * mx + ny * my };
}

function meet(l1: Line, l2: Line): Point | null {
  const det = l1.nx * l2.ny - l1.ny * l2.nx;
  if (Math.abs(det) < 1e-6) return null;
  return { x: (l1.rho * l2.ny - l2.rho * l1.ny) / det, y: (l2.rho * l1.nx - l1.rho * l2.nx) / det };
}

/** Fraction of the segment a→b (its middle 90 %) lying on edge pixels of the line's polarity. */
function support(work: Work, line: Line, a: Point, b: Point): number {
  const { width, height, edgeAngle } = work;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const direction = (Math.atan2(line.ny, line.nx) * 180) / Math.PI;
  let hits = 0;
  let samples = 0;
  for (let s = 0.05 * length; s <= 0.95 * length; s += 1) {
    samples++;
    const px = a.x + ((b.x - a.x) * s) / length;
    const py = a.y + ((b.y - a.y) * s) / length;
    let found = false;
    for (let o = -1.5; o <= 1.5 && !found; o += 0.75) {
      const x = Math.round(px + o * line.nx);
      const y = Math.round(py + o * line.ny);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const angle = edgeAngle[y * width + x]!;
      found = angle >= 0 && Math.abs(((angle - direction + 540) % 360) - 180) <= 12;
    }
    if (found) hits++;
  }
  return samples ? hits / samples : 0;
}

/**
 * Whether the light is the same 3 working pixels either side of the line a→b (its middle 80 %), as across open paper or
 * a thin dark line on it (a crease, tile grout), where a sheet's edge steps to the ground beyond by at least the 8 % the edge finder needs. Half that step (the median
 * over the samples with paper-bright light on one side) divides the two.
 */
function sameLightAcross(work: Work, line: Line, a: Point, b: Point): boolean {
  const steps = stepsAcross(work, line, a, b);
  return steps !== null && steps[steps.length >> 1]! < 0.04;
}

/**
 * Whether a placed side lies on open paper, the sheet going on past it: the same light either side of it (as
 * `sameLightAcross`), and nowhere along a fifth of it a step of the 8 % the edge finder needs. A bare leg standing over
 * the sheet's edge is near the paper's light and the same either side of the edge, so that where it hides more than
 * half of the edge the median step is the leg's, while the paper's edge beside the leg still steps down to the floor.
 * Open paper shows no such step, save where the side runs along the outline of a foot standing on it.
 */
function openPaperAcross(work: Work, line: Line, a: Point, b: Point): boolean {
  const steps = stepsAcross(work, line, a, b);
  if (steps === null || steps[steps.length >> 1]! >= 0.04) return false;
  return steps.filter((step) => step >= 0.08).length < 0.2 * steps.length;
}

/**
 * The steps in light across the line a→b (its middle 80 %), as fractions of the paper's light, sorted, where
 * paper-bright light shows on its bright side; null where under 5 show.
 */
function stepsAcross(work: Work, line: Line, a: Point, b: Point): number[] | null {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const steps: number[] = [];
  for (let s = 0.1 * length; s <= 0.9 * length; s += 2) {
    const px = a.x + ((b.x - a.x) * s) / length;
    const py = a.y + ((b.y - a.y) * s) / length;
    const bright = { x: px + 3 * line.nx, y: py + 3 * line.ny };
    const dark = { x: px - 3 * line.nx, y: py - 3 * line.ny };
    if (!inFrame(work, bright) || !inFrame(work, dark)) continue;
    const lit = work.luma[Math.round(bright.y) * work.width + Math.round(bright.x)]!;
    if (lit < 0.55 * work.paper) continue;
    steps.push(Math.abs(lit - work.luma[Math.round(dark.y) * work.width + Math.round(dark.x)]!) / work.paper);
  }
  if (steps.length < 5) return null;
  return steps.sort((p, q) => p - q);
}

/**
 * Whether each side of a four-sided quad steps from the paper to the ground beyond. A side lit from beyond is the paper
 * against a light wall or floor, whose shadow gap may show the same light either side; one lit from the sheet's side
 * with the same light beyond is a crease's or tile grout's flank.
 */
function stepsOut(work: Work, sides: Line[], quad: Quad): boolean {
  const cx = (quad[0].x + quad[1].x + quad[2].x + quad[3].x) / 4;
  const cy = (quad[0].y + quad[1].y + quad[2].y + quad[3].y) / 4;
  return !sides.some((l, i) => cx * l.nx + cy * l.ny > l.rho && sameLightAcross(work, l, quad[i]!, quad[(i + 1) % 4]!));
}

/** The line through a and b, its normal towards (cx, cy). */
function lineThrough(a: Point, b: Point, cx: number, cy: number): Line {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  let [nx, ny] = [-(b.y - a.y) / length, (b.x - a.x) / length];
  if ((cx - a.x) * nx + (cy - a.y) * ny < 0) [nx, ny] = [-nx, -ny];
  return { nx, ny, rho: nx * a.x + ny * a.y };
}

/** Support of the line beyond `to` on the way from `from`, over a fifth of their distance. */
function runsOn(work: Work, line: Line, from: Point, to: Point): number {
  const k = 0.2;
  return support(
    work,
    line,
    { x: to.x + 0.05 * (to.x - from.x), y: to.y + 0.05 * (to.y - from.y) },
    { x: to.x + k * (to.x - from.x), y: to.y + k * (to.y - from.y) },
  );
}

/** Fraction of a grid of points inside the quad that are as bright as paper (a foot and leg may cover the rest). */
function brightInside(work: Work, q: Quad): number {
  let bright = 0;
  let total = 0;
  for (let i = 1; i < 12; i++)
    for (let j = 1; j < 12; j++) {
      const u = i / 12;
      const v = j / 12;
      const x = (1 - v) * ((1 - u) * q[0].x + u * q[1].x) + v * ((1 - u) * q[3].x + u * q[2].x);
      const y = (1 - v) * ((1 - u) * q[0].y + u * q[1].y) + v * ((1 - u) * q[3].y + u * q[2].y);
      if (!inFrame(work, { x, y })) continue;
      total++;
      if (work.luma[Math.round(y) * work.width + Math.round(x)]! >= 0.55 * work.paper) bright++;
    }
  return total ? bright / total : 0;
}

const crossZ = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

const inFrame = (work: Work, p: Point) => p.x >= 0 && p.y >= 0 && p.x <= work.width - 1 && p.y <= work.height - 1;

/** Whether four corners, at least three of them in the picture, make a convex quad with no angle sharper than 35°. */
function plausible(work: Work, q: Quad): boolean {
  if (q.filter((p) => inFrame(work, p)).length < 3) return false;
  const signs = q.map((p, i) => Math.sign(crossZ(p, q[(i + 1) % 4]!, q[(i + 2) % 4]!)));
  if (signs.some((s) => s !== signs[0] || s === 0)) return false;
  for (let i = 0; i < 4; i++) {
    const p = q[i]!;
    const a = q[(i + 3) % 4]!;
    const b = q[(i + 1) % 4]!;
    const cos =
      ((a.x - p.x) * (b.x - p.x) + (a.y - p.y) * (b.y - p.y)) / (Math.hypot(a.x - p.x, a.y - p.y) * Math.hypot(b.x - p.x, b.y - p.y));
    if (Math.abs(cos) > Math.cos((35 * Math.PI) / 180)) return false;
  }
  const area = Math.abs(crossZ(q[0], q[1], q[2]) + crossZ(q[0], q[2], q[3])) / 2;
  return area >= 0.04 * work.width * work.height;
}

/** The corners of the quad bounded by four lines taken in order around it (side i runs from corner i to i + 1), or null when they do not close one. */
function quadOf(lines: [Line, Line, Line, Line]): Quad | null {
  const corners: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const p = meet(lines[(i + 3) % 4]!, lines[i]!);
    if (!p) return null;
    corners.push(p);
  }
  return corners as Quad;
}

/**
 * Whether the quad lies on the bright side of each of its lines ('all'), or of all save one of four of its shorter
 * sides ('allButOne'): a heel edge against a light wall or skirting board, its paper shaded by the leg, or a short
 * edge on a light floor may be the darker side of its step.
 */
function brightSideIn(lines: Line[], q: Quad): 'all' | 'allButOne' | null {
  const cx = (q[0].x + q[1].x + q[2].x + q[3].x) / 4;
  const cy = (q[0].y + q[1].y + q[2].y + q[3].y) / 4;
  const darkSide = lines.flatMap((l, i) => (cx * l.nx + cy * l.ny > l.rho ? [] : [i]));
  if (darkSide.length === 0) return 'all';
  if (lines.length < 4 || darkSide.length > 1) return null;
  const side = (i: number) => Math.hypot(q[(i + 1) % 4]!.x - q[i]!.x, q[(i + 1) % 4]!.y - q[i]!.y);
  const i = darkSide[0]!;
  return side(i) + side((i + 2) % 4) < side((i + 1) % 4) + side((i + 3) % 4) ? 'allButOne' : null;
}

const homogeneous = (l: Line): Homogeneous => [l.nx, l.ny, -l.rho];

/**
 * The quad with sides `side1`, `across`, `side2` (side1 and side2 opposite) closed by a fourth side
 * that makes it the paper's `proportion` (the sides' length over `across`'s), the fourth side kept at a
 * right angle to the sides on the floor for a camera of focal length `focal` centred on the picture.
 */
function complete(work: Work, side1: Line, across: Line, side2: Line, proportion: number, focal: number): Quad | null {
  const a = meet(side1, across);
  const b = meet(across, side2);
  if (!a || !b) return null;
  const close = closingAtFocal(homogeneous(side1), homogeneous(across), homogeneous(side2), focal, work.width, work.height);
  // Along side1 away from `across`, on its bright side.
  let ux = -side1.ny;
  let uy = side1.nx;
  if (ux * across.nx + uy * across.ny < 0) [ux, uy] = [-ux, -uy];
  const at = (t: number): Quad | null => {
    const p: Point = { x: a.x + t * ux, y: a.y + t * uy };
    const q = close(p);
    return q && [a, b, q, p];
  };
  const error = (t: number) => {
    const q = at(t);
    const seen = q && sheetProportion(q, work.width, work.height);
    return seen !== null ? seen - proportion : null;
  };
  const span = Math.hypot(b.x - a.x, b.y - a.y);
  const t = crossing(error, 0.3 * span, 3 * proportion * span, 30);
  return t === null ? null : at(t);
}

/**
 * Whether the two corners `across` makes with the sides can belong to a quad `plausible` accepts, checked before
 * `complete` searches for the fourth side: it needs one of them in the picture, and no angle sharper than 35° (the
 * angles there are the lines' own, whatever the fourth side; 1° of slack covers the rounding of the placed corners).
 */
function cornersCanPass(work: Work, side1: Line, across: Line, side2: Line): boolean {
  const a = meet(side1, across);
  const b = meet(across, side2);
  if (!a || !b || (!inFrame(work, a) && !inFrame(work, b))) return false;
  // The cosine of the angle between two lines is that between their normals.
  const sharp = (l1: Line, l2: Line) => Math.abs(l1.nx * l2.nx + l1.ny * l2.ny) > Math.cos((34 * Math.PI) / 180);
  return !sharp(side1, across) && !sharp(across, side2);
}

interface Candidate {
  lines: Line[];
  quad: Quad;
  score: number;
  completed: boolean;
  /** A corner lies outside the picture. */
  cut: boolean;
  againstLight: boolean;
  /** The undone proportion is not the chosen paper's. */
  otherPaper: boolean;
  /** The placed side shows the same light either side along most of it (see `openPaperAcross`). */
  doubtful: boolean;
}

/**
 * Whether the photo shows a corner of a sheet: two straight edges, bright side inwards, meeting in the
 * picture at 45–135° over at least a sixth of its size each, with paper-bright light inside the corner and
 * darker ground beyond both edges (a light tile's neighbours beyond its grout are as bright as it is). A
 * sheet with a corner out of the picture still shows one; a light floor, wall or rug with no paper does not.
 */
function paperCornerSeen(work: Work, lines: Line[]): boolean {
  const arm = 0.16 * Math.min(work.width, work.height);
  const brightness = (p: Point) => (inFrame(work, p) ? work.luma[Math.round(p.y) * work.width + Math.round(p.x)]! : -1);
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) {
      const [l1, l2] = [lines[i]!, lines[j]!];
      const p = meet(l1, l2);
      if (!p || !inFrame(work, p)) continue;
      // Each edge's direction away from the corner, towards the other edge's bright side.
      const along = (l: Line, other: Line) => {
        const d = { x: -l.ny, y: l.nx };
        return d.x * other.nx + d.y * other.ny < 0 ? { x: -d.x, y: -d.y } : d;
      };
      const d1 = along(l1, l2);
      const d2 = along(l2, l1);
      const cos = d1.x * d2.x + d1.y * d2.y;
      if (Math.abs(cos) > Math.cos((45 * Math.PI) / 180)) continue;
      const end1 = { x: p.x + arm * d1.x, y: p.y + arm * d1.y };
      const end2 = { x: p.x + arm * d2.x, y: p.y + arm * d2.y };
      if (support(work, l1, p, end1) < 0.6 || support(work, l2, p, end2) < 0.6) continue;
      let paperInside = 0;
      let groundBeyond = 0;
      for (const t of [0.35, 0.65, 0.95]) {
        const inside = brightness({ x: p.x + t * arm * (d1.x + d2.x) * 0.5, y: p.y + t * arm * (d1.y + d2.y) * 0.5 });
        if (inside >= 0.8 * work.paper) paperInside++;
        for (const [d, l] of [
          [d1, l1],
          [d2, l2],
        ] as const) {
          const beyond = brightness({ x: p.x + t * arm * d.x - 5 * l.nx, y: p.y + t * arm * d.y - 5 * l.ny });
          if (beyond >= 0 && beyond < 0.8 * inside) groundBeyond++;
        }
      }
      if (paperInside >= 2 && groundBeyond >= 4 && !edgeGoesOnBehind(work, l1, p, d1, arm) && !edgeGoesOnBehind(work, l2, p, d2, arm))
        return true;
    }
  return false;
}

/**
 * Whether the edge along `line`, which leaves the corner `p` in direction `d`, only seems to end there because something
 * stands in front of it: just past the corner it is missing (under half an arm, a fifth of it found), then shows again,
 * lit the same way, over half an arm within three arms' length. A sheet's side ends at its corner, or runs on along a
 * longer edge it lies against (a heel edge along a skirting board's foot); an edge that stops at a leg and goes on
 * beyond it is one longer edge the leg hides (a light skirting board's or wall's foot behind the legs), and the corner
 * the leg's outline makes with it belongs to no sheet.
 */
function edgeGoesOnBehind(work: Work, line: Line, p: Point, d: Point, arm: number): boolean {
  const at = (k: number): Point => ({ x: p.x - k * arm * d.x, y: p.y - k * arm * d.y });
  if (!inFrame(work, at(0.55)) || support(work, line, at(0.05), at(0.55)) >= 0.2) return false;
  for (let k = 0.55; k <= 2.5 && inFrame(work, at(k + 0.5)); k += 0.25) if (support(work, line, at(k), at(k + 0.5)) >= 0.6) return true;
  return false;
}

/** Proportions a paper of long/short `ratio` can show: either pair of sides may be the first. */
const matchesPaper = (proportion: number, ratios: number[]) =>
  ratios.some((r) => Math.abs(proportion / r - 1) < 0.035 || Math.abs(proportion * r - 1) < 0.035);

/** The photo's luma at the lines' working resolution (~420 px), with its edge pixels and its paper's light. */
function workOf(luma: Float32Array, width: number, height: number): Work {
  const factor = Math.max(1, Math.round(Math.max(width, height) / 420));
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const small = factor === 1 ? luma : downscale(luma, width, height, factor);
  const paper = percentile(small, 0.99, 1);
  const edgeAngle = edges(small, w, h, paper);
  return { luma: small, width: w, height: h, factor, edgeAngle, edgePixels: edgePixelsOf(edgeAngle), paper };
}

/**
 * Whether the photo shows a sheet running off it where no corner of it shows (its corners out of the picture, or
 * against a light wall or skirting board the paper's light runs on into): two of its opposite sides, each a straight
 * edge entering from the photo's border with the paper's light on its inner side and darker ground beyond it, near and
 * a good way out (the floor around a sheet; a leg's or trouser's outline against a light wall has the leg's width of
 * dark beyond it, then the wall's light again), facing each other within 30° of parallel (a sheet's opposite sides as a
 * phone sees them from a standing height), a sixth of the photo's size or more apart where they leave it, and each
 * seen from the border for at least 30 % of that size. A sheet's side ends at its corner inside the picture, so each
 * edge must stop short of the far border (a rug's stripe or a floor board runs across the whole photo). A light wall
 * or floor has at most one such edge (its foot), so it does not show this.
 */
export function paperRunsOff(luma: Float32Array, width: number, height: number): boolean {
  const work = workOf(luma, width, height);
  const lines = houghLines(work, 30, 3);
  const size = Math.min(work.width, work.height);
  const light = (x: number, y: number) => (inFrame(work, { x, y }) ? work.luma[Math.round(y) * work.width + Math.round(x)]! : -1);
  const sides = lines.flatMap((line) => entries(work, line).map((entry) => ({ line, ...entry, seen: seenFromBorder(work, line, entry) })));
  for (const a of sides)
    for (const b of sides) {
      if (a.line === b.line || a.line.nx * b.line.nx + a.line.ny * b.line.ny > -runOffParallel) continue;
      if (a.d.x * b.d.x + a.d.y * b.d.y < runOffParallel || Math.hypot(a.from.x - b.from.x, a.from.y - b.from.y) < runOffGap * size)
        continue;
      const seen = Math.min(a.seen, b.seen);
      if (seen < runOffSeen * size || a.seen > runOffEnds * a.length || b.seen > runOffEnds * b.length) continue;
      if (goesOn(work, a.line, a) || goesOn(work, b.line, b)) continue;
      // The light between them: each side's bright side faces the other.
      const mx = (a.from.x + b.from.x) / 2 + (seen / 2) * ((a.d.x + b.d.x) / 2);
      const my = (a.from.y + b.from.y) / 2 + (seen / 2) * ((a.d.y + b.d.y) / 2);
      if (mx * a.line.nx + my * a.line.ny < a.line.rho || mx * b.line.nx + my * b.line.ny < b.line.rho) continue;
      let [samples, paper, step, beyond, ground] = [0, 0, 0, 0, 0];
      for (const side of [a, b]) {
        const { line } = side;
        for (let t = 0.05; t <= 0.95; t += 0.05) {
          const [x, y] = [side.from.x + t * side.seen * side.d.x, side.from.y + t * side.seen * side.d.y];
          const inner = light(x + 4 * line.nx, y + 4 * line.ny);
          const near = light(x - 4 * line.nx, y - 4 * line.ny);
          const far = light(x - runOffFar * size * line.nx, y - runOffFar * size * line.ny);
          if (inner < 0 || near < 0) continue;
          samples++;
          if (inner >= 0.75 * work.paper) paper++;
          if (near < runOffGround * inner) step++;
          if (far < 0) continue;
          beyond++;
          if (far < runOffGround * inner) ground++;
        }
      }
      if (samples > 0 && paper >= 0.6 * samples && step >= 0.6 * samples && beyond > 0 && ground >= 0.6 * beyond) return true;
    }
  return false;
}

/**
 * A paper strip's thresholds (`paperRunsOff`): sides within 30° of parallel (cosine 0.85); at least a sixth of the
 * photo's size apart at the border; seen from the border for 30 % of its size; stopping short of 90 % of the line's
 * length in the picture; ground looked for 12 % of its size beyond them.
 */
const [runOffParallel, runOffGap, runOffSeen, runOffEnds, runOffFar] = [0.85, 0.15, 0.3, 0.9, 0.12];

/**
 * The ground beyond a paper strip's side, near it and out, is darker than 85 % of the paper's light just inside it. A light
 * floor (pale wood or tiles, a beige carpet) reflects up to some four fifths of what white paper does, and the window or
 * lamp that lights a sheet lights the floor beside it as much, so a sheet on such a floor steps down by less than a fifth:
 * asked for a fifth, its sides were not taken for paper edges and a sheet cut off on a light floor was told "no sheet".
 * The step is still one the edge finder marks (8 % of the paper's light) by a wide margin, and what tells a sheet from a
 * light wall or floor is the pair of opposite sides ending in the picture, which the light of the ground does not change.
 */
const runOffGround = 0.85;

/** Where a line enters the picture at each end of it, the direction inwards along it and its length in the picture. */
function entries(work: Work, line: Line): { from: Point; d: Point; length: number }[] {
  const d = { x: -line.ny, y: line.nx };
  const origin = { x: line.nx * line.rho, y: line.ny * line.rho };
  const ts: number[] = [];
  if (Math.abs(d.x) > 1e-9) for (const x of [0, work.width - 1]) ts.push((x - origin.x) / d.x);
  if (Math.abs(d.y) > 1e-9) for (const y of [0, work.height - 1]) ts.push((y - origin.y) / d.y);
  const onBorder = ts
    .map((t) => ({ t, p: { x: origin.x + t * d.x, y: origin.y + t * d.y } }))
    .filter(({ p }) => p.x >= -0.5 && p.y >= -0.5 && p.x <= work.width - 0.5 && p.y <= work.height - 0.5)
    .sort((p, q) => p.t - q.t);
  if (onBorder.length < 2) return [];
  const [first, last] = [onBorder[0]!, onBorder.at(-1)!];
  const length = last.t - first.t;
  return [
    { from: first.p, d, length },
    { from: last.p, d: { x: -d.x, y: -d.y }, length },
  ];
}

/**
 * Whether an edge seen from the border shows again farther along its line, over 8 % of the photo's size (half the
 * arm `paperCornerSeen` looks along) at 60 %: it stopped only where something stands in front of it (a leg over a rug's
 * stripe or a skirting board's foot), while a sheet's side ends at its corner.
 */
function goesOn(work: Work, line: Line, side: { from: Point; d: Point; length: number; seen: number }): boolean {
  const window = 0.08 * Math.min(work.width, work.height);
  const at = (s: number): Point => ({ x: side.from.x + s * side.d.x, y: side.from.y + s * side.d.y });
  for (let s = side.seen + window / 2; s + window <= side.length; s += window / 4)
    if (support(work, line, at(s), at(s + window)) >= 0.6) return true;
  return false;
}

/**
 * How far from where it enters the picture a line shows as an edge of its polarity along 70 % or more of the way (the
 * edge finder leaves the outermost 2 working pixels unmarked, so the count starts 3 in).
 */
function seenFromBorder(work: Work, line: Line, entry: { from: Point; d: Point; length: number }): number {
  const direction = (Math.atan2(line.ny, line.nx) * 180) / Math.PI;
  const onEdge = (px: number, py: number) => {
    for (let o = -1.5; o <= 1.5; o += 0.75) {
      const [x, y] = [Math.round(px + o * line.nx), Math.round(py + o * line.ny)];
      if (x < 0 || y < 0 || x >= work.width || y >= work.height) continue;
      const angle = work.edgeAngle[y * work.width + x]!;
      if (angle >= 0 && Math.abs(((angle - direction + 540) % 360) - 180) <= 12) return true;
    }
    return false;
  };
  let [hits, seen] = [0, 0];
  for (let s = 3; s < entry.length; s++) {
    if (onEdge(entry.from.x + s * entry.d.x, entry.from.y + s * entry.d.y)) hits++;
    if (hits >= 0.7 * (s - 2)) seen = s;
  }
  return seen;
}

/**
 * The sheet's corners from its straight edges, in photo pixels; 'cut' when the only sheet its lines
 * make has a corner outside the photo; null when no four (or three) lines make a sheet of either
 * paper's proportion with paper-bright light inside, 'noCorner' when no sheet corner shows either.
 * `ratio` is the chosen paper's long side over its short side; `ratios` every paper's.
 */
export function sheetFromLines(
  luma: Float32Array,
  width: number,
  height: number,
  ratio: number,
  ratios: number[],
): SheetFromLines | 'cut' | 'noCorner' | null {
  const work = workOf(luma, width, height);
  const { width: w, height: h, factor } = work;
  const focal = typicalFocal(w, h);
  const candidates: Candidate[] = [];
  let lines: Line[] = [];
  const scale = (p: Point): Point => ({ x: p.x * factor + (factor - 1) / 2, y: p.y * factor + (factor - 1) / 2 });
  /**
   * Whether a placed side that shows the same light either side is the sheet's end after all, against a wall or a
   * skirting board as light as the paper: paper going on past the side would carry both long sides' edges on with it,
   * while here the heel edge moved to where the photo shows it (`seenHeelEdge`) stands where both long sides' paper edges
   * end (`heelAtSideEnds`), and the four corners so seen make the chosen paper's rectangle (square within the 0.007 the
   * found edges of the harder set's measured photos keep, and its proportion within the 2 % the true corners keep, A4 and
   * Letter lying 9 % apart): an end of the visible edge at a trouser hem or a leg's shadow on one side only skews the
   * quad, and the other paper's sheet ends elsewhere.
   */
  const endsAtLightBeyond = (quad: Quad): boolean => {
    const seen = seenHeelEdge(luma, width, height, [quad[3], quad[0], quad[1], quad[2]].map(scale) as Quad, ratio);
    const pose = seen && sheetPose(seen, width, height);
    if (!seen || !pose || pose.skew > 0.007 || Math.abs(pose.proportion / ratio - 1) > 0.02) return false;
    return heelAtSideEnds(luma, width, height, seen);
  };
  const consider = (sides: Line[], quad: Quad | null, completed: boolean) => {
    const sidesLit = quad && plausible(work, quad) ? brightSideIn(sides, quad) : null;
    if (!quad || !sidesLit) return;
    const pose = sheetPose(quad, w, h);
    // An edge placed from the proportion cannot tell which paper the photo shows: such a sheet must have the chosen one's.
    if (!pose || !matchesPaper(pose.proportion, completed ? [ratio] : ratios)) return;
    const supports = sides.map((l, i) => support(work, l, quad[i]!, quad[(i + 1) % 4]!));
    // A side that runs on past the placed corners means the sheet goes on: the fourth side was placed short of its edge.
    if (completed && (runsOn(work, sides[0]!, quad[1], quad[0]) + runsOn(work, sides[2]!, quad[2], quad[3])) / 2 > 0.4) return;
    if (completed) supports.push(0);
    const sorted = [...supports].sort((p, q) => q - p);
    if (sorted[2]! < 0.35) return;
    const inside = brightInside(work, quad);
    if (inside < 0.35) return;
    const cx = (quad[0].x + quad[1].x + quad[2].x + quad[3].x) / 4;
    const cy = (quad[0].y + quad[1].y + quad[2].y + quad[3].y) / 4;
    // A placed side is hidden by the leg or its shadow: with open paper either side of it, the sheet goes on past it.
    // One whose median step is the same light either side, but that steps down to the floor along a fifth of it, may be
    // the sheet's edge with a bare leg standing over most of it, or a side running along a foot's outline over open
    // paper: such a quad is weaker evidence than any other, and is taken only where no other makes a sheet.
    const placedSide = completed ? lineThrough(quad[3], quad[0], cx, cy) : null;
    if (placedSide && openPaperAcross(work, placedSide, quad[3], quad[0]) && !endsAtLightBeyond(quad)) return;
    const doubtful = placedSide !== null && sameLightAcross(work, placedSide, quad[3], quad[0]);
    // (A placed side along the photo's edge, where nothing beyond it shows it hidden, is refused as cut off by the
    // measurer's one check of every sheet's sides against the photo's frame, `alongFrame` in measure.ts.)
    const cut = quad.some((p) => !inFrame(work, p));
    candidates.push({
      lines: sides,
      quad,
      score: supports.reduce((s, x) => s + x, 0) + 0.5 * inside,
      completed,
      cut,
      againstLight: sidesLit === 'allButOne',
      doubtful,
      otherPaper: !matchesPaper(pose.proportion, [ratio]),
    });
  };
  const search = () => {
    const n = lines.length;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (let k = j + 1; k < n; k++) {
          const three = [lines[i]!, lines[j]!, lines[k]!];
          // Each of the three may be the side across the two others.
          for (let m = 0; m < 3; m++) {
            const across = three[m]!;
            const [s1, s2] = three.filter((_, x) => x !== m) as [Line, Line];
            if (!cornersCanPass(work, s1, across, s2)) continue;
            for (const target of [ratio, 1 / ratio]) {
              const q = complete(work, s1, across, s2, target, focal);
              consider([s1, across, s2], q && ([q[3], q[0], q[1], q[2]] as Quad), true);
            }
          }
          for (let l = k + 1; l < n; l++) {
            const four = [lines[i]!, lines[j]!, lines[k]!, lines[l]!];
            // The three ways of taking them in order around a quad.
            for (const order of [
              [0, 1, 2, 3],
              [0, 1, 3, 2],
              [0, 2, 1, 3],
            ]) {
              const sides = order.map((o) => four[o]!) as [Line, Line, Line, Line];
              consider(sides, quadOf(sides), false);
            }
          }
        }
  };
  lines = houghLines(work, 14, 3);
  search();
  // A quad whose placed side is doubtful does not stand in for the wider votes' quads: they rank above it.
  if (candidates.every((c) => c.doubtful)) {
    lines = houghLines(work, 14, wideVoteDeg);
    search();
  }
  candidates.sort((p, q) => Number(p.doubtful) - Number(q.doubtful) || q.score - p.score);
  // An edge stepping the wrong way may be a skirting board's or a wall's line rather than the paper's, and near copies of
  // the same four lines undo to proportions some 5 % apart at a steep tilt: such a sheet names the other paper only where
  // no four seen edges make the chosen one.
  const chosenSeen = candidates.some((c) => !c.completed && !c.otherPaper);
  const best = candidates.find((c) => !c.cut && !(chosenSeen && c.againstLight && c.otherPaper));
  if (!best) return candidates.length > 0 ? 'cut' : paperCornerSeen(work, houghLines(work, 30, 3)) ? null : 'noCorner';
  const sheetOf = (candidate: Candidate, others: () => SheetFromLines[]): SheetFromLines => {
    const corners = candidate.quad.map(scale) as Quad;
    // The placed side (corners 3 → 0) moved to where the photo shows it, kept last.
    const seen = candidate.completed ? seenHeelEdge(luma, width, height, [corners[3], corners[0], corners[1], corners[2]], ratio) : null;
    return {
      corners: seen ? [seen[1], seen[2], seen[3], seen[0]] : corners,
      rmsPx: factor * 0.5,
      completed: candidate.completed,
      againstLight: candidate.againstLight,
      stepsOut: !candidate.completed && stepsOut(work, candidate.lines, candidate.quad),
      others,
    };
  };
  const first = sheetOf(best, () => {
    // Compared as placed (a placed side moved to where the photo shows it): two quads from different lines may be one sheet.
    const same = (a: Quad, b: Quad) => a.every((p) => b.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < sameSheetPx * factor));
    const kept = [first];
    for (const candidate of candidates) {
      if (kept.length > otherSheets) break;
      if (candidate === best || candidate.cut || (chosenSeen && candidate.againstLight && candidate.otherPaper)) continue;
      const sheet = sheetOf(candidate, () => []);
      if (!kept.some((k) => same(k.corners, sheet.corners))) kept.push(sheet);
    }
    return kept.slice(1);
  });
  return first;
}
