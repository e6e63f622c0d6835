import {
  blurredLumaAndShares,
  boxClosing,
  componentAt,
  holesFilled,
  keptBytes,
  keptFloats,
  kthSmallest,
  largestComponent,
  percentile,
  type Component,
} from './image-ops';
import { fitPaperLight } from './paper-light';
import type { SheetView } from './rectify';
import type { EndContact, SideContact } from './foot-overhang';
import type { Point } from './types';

/** Pixels this close to the sheet's border (mm) are left out: the floor bleeds into them. */
export const borderMarginMm = 2;

/**
 * A step in brightness (a fraction of the paper's light, across 1 mm) steep enough to be an edge of the foot itself: the
 * edge of a soft shadow from a lamp or window some centimetres wide changes by a few per cent per millimetre.
 */
export const silhouetteStep = 0.1;

/**
 * Where the foot meets a short edge, its width there over its width 25–35 mm in, from which a leg rises from that edge: a
 * flat outline's round heel reads 0.53–0.66 (original set), a standing leg 0.94–1.37 even at 30–35° of tilt, where it
 * narrows as it rises toward the camera; 0.85 lies between the two with room either side.
 */
export const legEdgeRatio = 0.85;

/**
 * The bar for telling the heel's end by the leg on a first reading: an outline as wide at the edge as inside. Between it
 * and `legEdgeRatio`, sheets whose corners are wrong (a heel edge fitted to a leg or shadow) also pass, which a refusal
 * here sends on to another look at the sheet; the lower bar is for the last look.
 */
export const strictLegEdgeRatio = 1;

/**
 * The crease under a foot's side, where it meets the floor, is sought this far (mm) in from each end of a width row; the
 * stretch outside it must be at least `creaseMinOutsideMm` wide, and the crease darker than `creaseDepth` times both the
 * stretch outside it (its median) and the foot's side 3–6 mm inside it (its mean).
 */
const creaseSearchMm = 12;
const creaseMinOutsideMm = 2;
const creaseDepth = 0.75;

/**
 * A foot's surface shows white marks (a sock's stripes or dots) where this share of the pixels inside its outline, over
 * the middle half of its length (away from the gaps between the toes and from the leg, cuff or trousers), are as light
 * as the paper (`whiteMarkShade` of its light at least) and of its colour. Skin is tinted and a plain sock darker than
 * paper: bare feet and plain socks show none but a glint (under 0.5 % on 221 of the 225 such photos among seeds 1–360
 * of the harder set, the others up to 1.4 %), white dots 0.7 % and more, white stripes 1 % and more. A glint taken for
 * a mark costs nothing (the foot is treated as a marked sock's); a sparsely dotted sock taken for a plain one is guarded
 * by the foot's proportion where it matters (see measure.ts).
 */
const [whiteMarkShade, whiteMarkShare] = [0.85, 0.005];

/**
 * A foot's surface differs from the paper all over where, besides showing no white marks, this share of its outline's
 * middle half is covered for certain (its own colour, or far darker than paper): skin and dark or coloured socks do
 * (bare feet 0.84–0.98), while a grey sock lit almost like the paper reads as shade over much of its top (0.005–0.6).
 * Only such a foot's outline is its own all round: nothing of it can read as paper and cut it short.
 */
const unlikePaperShare = 0.75;

/**
 * A cast shadow's colour keeps within 0.012 (red and blue shares) of its first 2 mm along a row (sensor noise and JPEG
 * move it by under 0.01 there); the turn to the foot's own colour, as far from it as the classifier's limit for paper's
 * colour, comes within 1.5 mm (a sharp edge, blurred by the lens and the straightening); the shadow is darker than 0.9 of
 * the paper's light; it is looked for up to 25 mm in from a row's end (the side of a foot some 4 cm high, under a lamp
 * 40–60° up, casts a shadow 2–5 cm wide, of which the part dark and tinted enough to count as foot is the nearer).
 */
const [shadowHueSpread, shadowTurnMm, shadowShade, shadowReachMm] = [0.012, 1.5, 0.9, 25];

/**
 * The paper's light (a fraction of the fitted light) that ends a sock's lit side followed beyond a row's end: a grey
 * sock's lit side measured 0.6–0.7, paper beside it 0.97–1 (a followed side stops where the foot would be wider than
 * `footLengthToWidth` allows). A lit side is taken from 3 mm wide: nearer the row's end lie the foot's own blurred edge
 * and the contact shade beside it.
 */
export const litPaper = 0.9;
const litSideMm = 3;

/**
 * Adult and children's feet measure 2.3 to 2.9 times as long as they are wide (foot breadth about 35–43 % of foot
 * length in anthropometric surveys); outside that the outline was most likely cut short or run long.
 */
export const footLengthToWidth = { min: 2.3, max: 2.9 } as const;

export type FootFinding =
  | { kind: 'none' }
  /**
   * The outline runs off the sheet; `contacts` where only over a long side (the sheet's millimetres along it), for a look
   * at the photo beyond it (`wholeOverSides`), and the outline's length.
   */
  | {
      kind: 'offSheet';
      contacts?: SideContact[];
      lengthMm?: number;
      /**
       * Where the outline runs into one short edge only, and is refused because that end is as wide as a forefoot cut by
       * the edge with no leg read there: that edge and the outline's columns where it meets it (the sheet's millimetres
       * across), for a look at the photo beyond it (`legRunsOn`).
       */
      end?: EndContact;
    }
  /** The foot lies across the sheet: the corners were assigned the wrong way round. */
  | { kind: 'sideways' }
  /** The heel is at the far short edge: the corners should be turned end for end. */
  | { kind: 'reversed' }
  /** Two feet stand on the sheet. */
  | { kind: 'twoFeet' }
  | {
      kind: 'found';
      heel: Point;
      toe: Point;
      widthMm: number;
      outline: Point[];
      /**
       * For a heel at the near edge, whether the foot is as wide where it meets the edge as 3 cm in: a leg
       * rising from the heel covers the edge, where the outline of a heel lying flat narrows to its round back.
       */
      legAtEdge: boolean;
      /** Whether the foot's surface differs from the paper all over: see `unlikePaperShare`. */
      unlikePaper: boolean;
    };

/** A pixel's colour (its distance from the paper's in red and blue chromaticity) is the paper's under 0.03, another beyond 0.035. */
const [paperTint, otherTint] = [1, 2];
const tintLimits: [number, number] = [0.03, 0.035];

/**
 * Each pixel's colour class. The distance is taken as Math.hypot only where the cheaper root of the sum of squares
 * lies within a millionth of a limit (the two differ by an ulp or so), so every class is the one Math.hypot gives; and
 * no root is taken where the sum of squares lies below the square of the lower limit less four millionths, or above
 * that of the upper one plus four millionths: the root (rounded to within an ulp, some 1e-16 of it) is then clearly
 * below or above both limits and outside the millionth about each.
 */
function tintClasses(rn: Float32Array, bn: Float32Array, paperR: number, paperB: number): Uint8Array {
  // A kept mask (footMask alone reads it), every element written.
  const classes = keptBytes('footClasses', rn.length);
  const near = (d: number, limit: number) => Math.abs(d - limit) < 1e-6 * limit;
  const [paperBelow, otherAbove] = [(tintLimits[0] * (1 - 4e-6)) ** 2, (tintLimits[1] * (1 + 4e-6)) ** 2];
  for (let i = 0; i < rn.length; i++) {
    const dr = rn[i]! - paperR;
    const db = bn[i]! - paperB;
    const squared = dr * dr + db * db;
    if (squared < paperBelow) {
      classes[i] = paperTint;
      continue;
    }
    if (squared > otherAbove) {
      classes[i] = otherTint;
      continue;
    }
    let distance = Math.sqrt(squared);
    if (near(distance, tintLimits[0]) || near(distance, tintLimits[1])) distance = Math.hypot(dr, db);
    classes[i] = distance < tintLimits[0] ? paperTint : distance > tintLimits[1] ? otherTint : 0;
  }
  return classes;
}

/** Scratch for the paper colour's red and blue shares in `footMask`, which partitions them in place to take their medians. */
let colourScratch = new Float64Array(0);

/**
 * Per-pixel classification: 1 where the sheet is covered (foot), 0 where it shows paper or shadow;
 * 2 where it is covered for certain (far darker than paper, or coloured), not just shaded beside the foot.
 */
function footMask(view: SheetView): { classes: Uint8Array; shade: Float32Array; light: Float32Array; hue: Hue } {
  const { width, height } = view;
  const size = width * height;
  // The luma is a kept plane (it does not leave this function, and every view would otherwise allocate it anew); the red
  // and blue shares are the foot's reading's own, written once (no kept plane copied out).
  const [luma, rn, bn] = [keptFloats('footLuma', size), new Float32Array(size), new Float32Array(size)];
  blurredLumaAndShares(view.r, view.g, view.b, width, height, luma, rn, bn);
  const bright = 0.5 * percentile(luma, 0.9, 3);
  // The paper's colour is the median over the brighter pixels: most of the sheet is paper. The values are gathered into
  // kept scratch (only the first `count` of each are written and read), not into two new arrays for every view.
  const gathered = Math.ceil(luma.length / 3);
  if (colourScratch.length < 2 * gathered) colourScratch = new Float64Array(2 * gathered);
  const [reds, blues] = [colourScratch.subarray(0, gathered), colourScratch.subarray(gathered, 2 * gathered)];
  let count = 0;
  for (let i = 0; i < luma.length; i += 3) {
    if (luma[i]! <= bright) continue;
    reds[count] = rn[i]!;
    blues[count++] = bn[i]!;
  }
  const median = (values: Float64Array) => (count > 0 ? kthSmallest(values.subarray(0, count), count >> 1) : 1 / 3);
  const paperR = median(reds);
  const paperB = median(blues);
  // Shadows darken paper but keep its colour; skin and socks differ in colour, darkness or both.
  const tints = tintClasses(rn, bn, paperR, paperB);
  // Two kept planes in turn: each fit reads the one before it (at the pixels it samples) and writes the other.
  const planes = [keptFloats('footLight', size), keptFloats('footLightBefore', size)] as const;
  let light = fitPaperLight(luma, width, height, (i) => luma[i]! > 1.5 * bright && tints[i] === paperTint, true, planes[0]);
  for (let pass = 0; pass < 2; pass++) {
    const previous = light;
    const next = planes[pass === 0 ? 1 : 0];
    light = fitPaperLight(luma, width, height, (i) => luma[i]! > 0.8 * previous[i]! && tints[i] === paperTint, pass === 0, next);
  }
  const margin = Math.ceil(borderMarginMm * view.pxPerMm);
  const mask = new Uint8Array(width * height);
  const shade = new Float32Array(width * height);
  // One pass: each row's shade, and its classes between the margins from the shade as stored.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const inside = y >= margin && y < height - margin;
    for (let x = 0, i = row; x < width; x++, i++) {
      shade[i] = luma[i]! / Math.max(1, light[i]!);
      if (!inside || x < margin || x >= width - margin) continue;
      const ratio = shade[i]!;
      mask[i] = tints[i] === otherTint || ratio < 0.45 ? 2 : ratio < 0.6 ? 1 : 0;
    }
  }
  return { classes: mask, shade, light, hue: { red: rn, blue: bn, paper: [paperR, paperB] } };
}

/** Each pixel's red and blue shares of its brightness (its colour apart from how lit it is), and the lit paper's. */
interface Hue {
  red: Float32Array;
  blue: Float32Array;
  paper: [number, number];
}

/** A view's size and resolution, without its pixels. */
type ViewSize = Pick<SheetView, 'width' | 'height' | 'pxPerMm'>;

interface Rows {
  left: Int32Array;
  right: Int32Array;
}

/**
 * Each row's first and last set pixel of `mask` from row `minY` to `maxY` (−1 in a row with none), looked for between
 * columns `minX` and `maxX` (the region's box: nothing beyond it is set), from each end inward; with `classes`, only the
 * pixels covered for certain there (2) count.
 */
function rowExtents(mask: Uint8Array, width: number, minY: number, maxY: number, minX = 0, maxX = width - 1, classes?: Uint8Array): Rows {
  const rows = maxY - minY + 1;
  const left = new Int32Array(rows).fill(-1);
  const right = new Int32Array(rows).fill(-1);
  const counts = (i: number) => mask[i] !== 0 && (!classes || classes[i] === 2);
  for (let y = minY; y <= maxY; y++) {
    const row = y * width;
    let first = minX;
    while (first <= maxX && !counts(row + first)) first++;
    if (first > maxX) continue;
    let last = maxX;
    while (!counts(row + last)) last--;
    [left[y - minY], right[y - minY]] = [first, last];
  }
  return { left, right };
}

/** Mean of `value` over the foot's rows [from, to) counted from its top, rows without foot skipped. */
function meanOverRows(rows: Rows, from: number, to: number, value: (left: number, right: number) => number): number {
  let sum = 0;
  let count = 0;
  for (let k = Math.max(0, from); k < Math.min(rows.left.length, to); k++) {
    if (rows.left[k] === -1) continue;
    sum += value(rows.left[k]!, rows.right[k]!);
    count++;
  }
  return count ? sum / count : 0;
}

/** Mean width (px) of the foot's rows [from, to) counted from its top. */
const widthOver = (rows: Rows, from: number, to: number) => meanOverRows(rows, from, to, (left, right) => right - left + 1);

/** Mean width (px) of the rows lying between two fractions of the foot's length from its top. */
const zoneWidth = (rows: Rows, from: number, to: number) =>
  widthOver(rows, Math.floor(from * rows.left.length), Math.ceil(to * rows.left.length));

/** Mean x (px) of the foot's pixels in rows [from, to). */
const meanX = (rows: Rows, from: number, to: number) => meanOverRows(rows, from, to, (left, right) => (left + right) / 2);

/** Runs of set pixels in one row of a component, as [first, last] pairs. */
function runsOf(mask: Uint8Array, width: number, y: number): [number, number][] {
  const runs: [number, number][] = [];
  let from = -1;
  for (let x = 0; x <= width; x++) {
    const set = x < width && mask[y * width + x] === 1;
    if (set && from === -1) from = x;
    if (!set && from !== -1) {
      runs.push([from, x - 1]);
      from = -1;
    }
  }
  return runs;
}

/** The component with its holes filled: a sock as dark as the paper's shade leaves holes that split a foot's rows into narrow runs. */
function withHolesFilled(foot: Component, width: number, height: number): Component {
  return { ...foot, ...holesFilled(foot, width, height) };
}

/**
 * Whether a second foot stands on the sheet: a second region as long as a foot that keeps off the
 * sheet's sides (a shadow or the other leg reaching in from beside the sheet touches them), or
 * most rows of the forefoot zone split into two foot-wide runs. A side counts as touched by a region ending short of
 * the far edge only where the region covers it for certain (`classes` 2): a leg, trousers or a foot crossing the side
 * are skin or cloth right up to it, while a second foot standing a few millimetres inside the side is glued to it only
 * by its contact shading and the closing (3.5 mm), which leave the side's own pixels paper.
 */
function secondFoot(mask: Uint8Array, classes: Uint8Array, foot: Component, view: ViewSize, from: number, to: number): boolean {
  const { width, height, pxPerMm: s } = view;
  // Kept masks: neither leaves this function.
  const rest = keptBytes('secondFootRest', mask.length);
  for (let i = 0; i < rest.length; i++) rest[i] = foot.mask[i] ? 0 : mask[i]!;
  const other = largestComponent(rest, width, height, keptBytes('secondFootRegion', mask.length));
  const margin = Math.ceil(borderMarginMm * s) + 2;
  // A second foot whose sock top is lit as brightly as the paper shows only its shaded side and toes: a rim far smaller
  // than the found foot, yet as long as it and lying beside it along the sheet, as no shadow or speckle of one foot does.
  const beside =
    other !== null &&
    (other.maxX < foot.minX || other.minX > foot.maxX) &&
    Math.min(other.maxY, foot.maxY) - Math.max(other.minY, foot.minY) >= 0.85 * (foot.maxY - foot.minY) &&
    other.area > 0.2 * foot.area;
  if (other && (other.area > 0.35 * foot.area || beside) && other.maxY - other.minY > 90 * s) {
    // Its leg or trousers may reach a side near the heel edge; its toe half must keep off them.
    // A foot standing on the sheet ends short of its far edge; a strip of floor or a shadow along a side may run on to it.
    const endsOnSheet = other.maxY < height - 1 - margin;
    let touches = false;
    for (let y = Math.round((other.minY + other.maxY) / 2); y <= other.maxY && !touches; y++)
      for (const i of [y * width + margin, y * width + width - 1 - margin])
        touches ||= other.mask[i] === 1 && (classes[i] === 2 || !endsOnSheet);
    if (!touches) return true;
  }
  let split = 0;
  let rows = 0;
  for (let y = Math.round(from); y < Math.round(to); y++) {
    rows++;
    const wide = runsOf(foot.mask, width, y).filter(([a, b]) => b - a + 1 >= 22 * s);
    if (wide.length >= 2) split++;
  }
  return rows > 0 && split > 0.4 * rows;
}

/**
 * The foot with the toes that white sock stripes wider than the closing cut from it: small pieces (toe-sized, not specks) covered for
 * certain (coloured or dark, not shadow) that begin within 12 mm beyond its far end, across its forefoot,
 * and keep off the sheet's sides and far edge (where the floor bleeds in).
 */
function withToes(foot: Component, mask: Uint8Array, classes: Uint8Array, view: SheetView): Component {
  const { width, height, pxPerMm: s } = view;
  const margin = Math.ceil(borderMarginMm * s) + 1;
  let merged = foot;
  for (let round = 0; round < 4; round++) {
    let [left, right] = [width, -1];
    for (let y = Math.max(merged.minY, merged.maxY - Math.round(30 * s)); y <= merged.maxY; y++)
      for (let x = 0; x < width; x++) if (merged.mask[y * width + x]) [left, right] = [Math.min(left, x), Math.max(right, x)];
    let piece: Component | null = null;
    for (let y = merged.maxY + 1; y <= Math.min(height - 1, merged.maxY + Math.round(12 * s)) && !piece; y++)
      for (let x = Math.max(0, left - Math.round(2 * s)); x <= Math.min(width - 1, right + Math.round(2 * s)) && !piece; x++) {
        const i = y * width + x;
        if (mask[i] && classes[i] === 2 && !merged.mask[i]) piece = componentAt(mask, width, height, i);
      }
    // A toe is some 20 mm² at least: specks of noise are not chained on.
    if (!piece || piece.area < 20 * s * s || piece.area > 0.15 * foot.area || piece.maxY - piece.minY > 40 * s) break;
    if (piece.minX <= margin || piece.maxX >= width - 1 - margin || piece.maxY >= height - 1 - margin) break;
    let certain = 0;
    for (let i = 0; i < piece.mask.length; i++) if (piece.mask[i] && classes[i] === 2) certain++;
    if (certain < 0.5 * piece.area) break;
    const union = merged.mask.slice();
    for (let i = 0; i < union.length; i++) if (piece.mask[i]) union[i] = 1;
    merged = {
      mask: union,
      area: merged.area + piece.area,
      minX: Math.min(merged.minX, piece.minX),
      maxX: Math.max(merged.maxX, piece.maxX),
      minY: Math.min(merged.minY, piece.minY),
      maxY: Math.max(merged.maxY, piece.maxY),
    };
  }
  return merged;
}

/**
 * How far behind the paper's edge a heel against the wall stands: a sheet pushed to a wall or skirting board stops 0–1 mm
 * short of its face (the photos), so its middle, half a millimetre, is added to a heel read at the edge.
 */
const wallGapMm = 0.5;

/** How far (mm) behind and ahead of the outline's front, column by column, the toe's own edge is looked for. */
const [toeEdgeBehindMm, toeEdgeAheadMm] = [1, 1.5];

/**
 * The least share of the change across 3 mm about an edge that its middle millimetre must make for the edge to be the
 * foot's own: the lens and the phone's processing blur a toe's edge by some 0.6–0.7 mm (σ), so its middle millimetre makes
 * 55–70 % of the change (harder set, bare feet); a lamp's shadow cast ahead of the toe, which the outline may take in,
 * ends in a penumbra as wide again (the lamp's 0.03–0.1 rad seen from the toe's 16 mm height), and its middle millimetre
 * makes under 40 %. Such an edge is left where the outline put it.
 */
export const toeEdgeSharpness = 0.45;

/**
 * How far (mm) the toe's edge lies beyond the outline's front row. The outline ends where the view turns darker than a
 * bar set to tell a foot from the shade beside it (0.6 of the paper's light) or its colour strays from the paper's by
 * more than a bar, but the lens, the phone's processing and the straightening smear the toe's edge over a millimetre or
 * two, symmetrically about the edge: a bar crosses that ramp where it lies between the foot and the paper, which for a
 * foot nearer the paper than the bar is far from it (skin, a grey sock) is before the ramp's middle, so the outline stops
 * short of the toe (the harder set's toes read a third of a millimetre short on average, bare feet included). The edge
 * itself is where the colour changes fastest (red, green and blue over the paper's fitted light, through a 3×3 box as
 * the classes are): in each column of the front (those reaching within a millimetre of its last row) the steepest change
 * within reach of the outline's end, if steep enough to be the foot's own edge (`silhouetteStep`; a soft shadow's fades
 * over centimetres) and sharp enough (`toeEdgeSharpness`), placed to a fraction of a pixel between its neighbours. The
 * median over the columns is taken: noise may make one column's step, not most. Where no column shows such an edge (a
 * toe ending in a lamp's shadow, or in a white stripe as light as the paper), the outline's front stands.
 */
function toeEdgeShift(view: SheetView, light: Float32Array, mask: Uint8Array, maxY: number, margin: number): number {
  const { width, height, pxPerMm: s } = view;
  const reach = Math.max(1, Math.round(0.5 * s));
  const [behind, ahead, band] = [Math.round(toeEdgeBehindMm * s), Math.round(toeEdgeAheadMm * s), Math.round(s)];
  const planes = [view.r, view.g, view.b];
  const colour = (x: number, y: number, out: number[]) => {
    out[0] = out[1] = out[2] = 0;
    let lit = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const i = (y + dy) * width + Math.min(width - 1, Math.max(0, x + dx));
        for (let c = 0; c < 3; c++) out[c]! += planes[c]![i]!;
        lit += light[i]!;
      }
    for (let c = 0; c < 3; c++) out[c]! /= Math.max(1, lit);
  };
  const [a, b] = [
    [0, 0, 0],
    [0, 0, 0],
  ];
  const change = (x: number, y: number, over = reach) => {
    colour(x, y - over, a);
    colour(x, y + over, b);
    return Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!);
  };
  const shifts: number[] = [];
  for (let x = 0; x < width; x++) {
    let front = -1;
    for (let y = maxY; y >= maxY - band && y >= 0; y--)
      if (mask[y * width + x]) {
        front = y;
        break;
      }
    if (front === -1) continue;
    const [from, to] = [Math.max(3 * reach + 2, front - behind), Math.min(height - margin - 3 * reach - 3, front + ahead)];
    let [best, at] = [silhouetteStep, -1];
    for (let y = from; y <= to; y++) {
      const step = change(x, y);
      if (step >= best) [best, at] = [step, y];
    }
    if (at === -1) continue;
    if (best < toeEdgeSharpness * change(x, at, 3 * reach)) continue;
    // The peak between its neighbours (a parabola through the three steps).
    const [before, after] = [change(x, at - 1), change(x, at + 1)];
    const curve = before - 2 * best + after;
    const offset = curve < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (before - after)) / curve)) : 0;
    shifts.push((at + 0.5 + offset) / s - (front + 1) / s);
  }
  if (!shifts.length) return 0;
  shifts.sort((p, q) => p - q);
  return shifts[shifts.length >> 1]!;
}

/**
 * What finding the foot reads off a view before anything rests on the leg bar or on where the heel is known to be: the
 * foot's outline and surface, where it meets the short edges, and the widths there. Kept, a view's decision can be taken
 * again with another bar (`footFinding`) without reading the view again; it holds none of the view's colour planes.
 */
export interface FootShape {
  kind: 'shape';
  view: ViewSize;
  classes: Uint8Array;
  shade: Float32Array;
  hue: Hue;
  mask: Uint8Array;
  foot: Component;
  filled: Component;
  solid: Uint8Array;
  margin: number;
  near: boolean;
  far: boolean;
  rows: Rows;
  edgeRatio: (end: 'near' | 'far') => number;
  heelNear: boolean;
  heelFar: boolean;
  /** How far (mm) the toe's own edge lies beyond the outline's front row (`toeEdgeShift`). */
  toeShift: number;

  unlikePaper: boolean;
}

/** The foot's shape on the view (see `FootShape`), or none large and solid enough to be a foot. */
export function footShape(view: SheetView): FootShape | { kind: 'none' } {
  const { width, height, pxPerMm: s } = view;
  // Closing bridges white sock stripes and dots (a wider reach along the foot glued heels and toes to
  // things a centimetre away on the original set: see bench/RESULTS.md).
  const [closeX, closeY] = [Math.round(3.5 * s), Math.round(3.5 * s)];
  const { classes, shade, light, hue } = footMask(view);
  // Loops, not `map` with a closure per pixel: these run over the whole view for every view looked at.
  // The covered pixels (any class but 0) closed.
  const mask = boxClosing(classes, width, height, closeX, closeY);
  // Near the short edges the closing would glue a heel or toes a few millimetres short of an edge to it.
  const band = Math.ceil(borderMarginMm * s) + closeY;
  for (let y = 0; y < height; y++) {
    if (y >= band && y < height - band) continue;
    for (let x = 0; x < width; x++) mask[y * width + x] = classes[y * width + x] ? 1 : 0;
  }
  const largest = largestComponent(mask, width, height);
  if (!largest || largest.area / (s * s) < 4000) return { kind: 'none' };
  const foot = withToes(largest, mask, classes, view);
  // The foot's own surface: covered for certain, or enclosed by the outline (a grey sock lit as brightly as shaded paper
  // shows as a hole framed by its own shaded sides; the shade beside a foot is open to the paper around it).
  const filled = withHolesFilled(foot, width, height);
  const solid = new Uint8Array(filled.mask.length);
  let solidArea = 0;
  // Within the foot's box: the filled outline does not reach beyond it.
  for (let y = foot.minY; y <= foot.maxY; y++)
    for (let i = y * width + foot.minX; i <= y * width + foot.maxX; i++)
      solidArea += solid[i] = filled.mask[i] && (classes[i] === 2 || !foot.mask[i]) ? 1 : 0;
  // A foot seen mostly as shade is outlined by its shadows, not by itself: neither its length nor its width can be read.
  if (solidArea < 0.2 * filled.area) return { kind: 'none' };
  const margin = Math.ceil(borderMarginMm * s);
  const near = foot.minY <= margin + 1;
  const far = foot.maxY >= height - margin - 2;
  const rows = rowExtents(foot.mask, width, foot.minY, foot.maxY, foot.minX, foot.maxX);
  // Where the foot meets a short edge: as wide there as 3 cm in means a leg rises from it (the outline
  // of a heel lying flat narrows to its round back, toes cut by the edge are narrower than the ball).
  const edgeRatio = (end: 'near' | 'far') => {
    // Mean width of the rows `from`–`to` mm in from that edge (at the far edge, counted back from the sheet's end).
    const band = (from: number, to: number) =>
      end === 'near'
        ? widthOver(rows, Math.round(from * s) - foot.minY, Math.round(to * s) - foot.minY)
        : widthOver(rows, height - Math.round(to * s) - foot.minY, height - Math.round(from * s) - foot.minY);
    return band(2, 5) / Math.max(1, band(25, 35));
  };
  // A heel is narrower than the ball of the foot, over the pixels covered for certain: trousers over the heel
  // and their cast shadow widen the heel end of the outline, but not of the foot itself.
  const certain = rowExtents(foot.mask, width, foot.minY, foot.maxY, foot.minX, foot.maxX, classes);
  const heelEnd = (end: 'near' | 'far') =>
    end === 'near'
      ? zoneWidth(certain, 0.1, 0.3) < 0.9 * zoneWidth(certain, 0.7, 0.9)
      : zoneWidth(certain, 0.7, 0.9) < 0.9 * zoneWidth(certain, 0.1, 0.3);
  const heelNear = near && heelEnd('near');
  const heelFar = far && heelEnd('far');
  const toeShift = toeEdgeShift(view, light, foot.mask, foot.maxY, margin);

  // White marks on the foot (pixels inside its outline as light as the paper and of its colour), and its own surface
  // (covered for certain), over its middle half.
  let [inside, white, own] = [0, 0, 0];
  const footLength = foot.maxY - foot.minY;
  for (let y = Math.round(foot.minY + 0.25 * footLength); y <= foot.minY + 0.75 * footLength; y++)
    for (let i = y * width + foot.minX; i <= y * width + foot.maxX; i++) {
      if (!filled.mask[i]) continue;
      inside++;
      if (classes[i] === 0 && shade[i]! >= whiteMarkShade) white++;
      if (classes[i] === 2) own++;
    }
  const unlikePaper = white < whiteMarkShare * inside && own >= unlikePaperShare * inside;
  const { pxPerMm } = view;
  return {
    kind: 'shape',
    view: { width, height, pxPerMm },
    classes,
    shade,
    hue,
    mask,
    foot,
    filled,
    solid,
    margin,
    near,
    far,
    rows,
    edgeRatio,
    heelNear,
    heelFar,
    toeShift,
    unlikePaper,
  };
}

/**
 * Finds the foot on the sheet seen from above, with the heel towards y = 0: the largest region
 * that is not paper (white sock stripes and dots closed over), its heel and longest toe along the
 * sheet's long axis, and its width across the forefoot.
 * A heel touching the near short edge is taken to stand against the wall there, `wallGapMm` behind the paper's edge.
 * `heelAtNear` says the near edge is hidden behind the leg, so the heel is at that end; `legBar` is the edge ratio from
 * which a leg rises from a short edge.
 * This is the decision on a foot's shape (`footShape`), taken again with another bar without reading the view again.
 */
export function footFinding(
  shape: FootShape,
  heelAtNear: boolean,
  legBar: number,
  sidesWhole = false,
  legSeenAt: 'near' | 'far' | null = null,
): FootFinding {
  const {
    view,
    classes,
    shade,
    hue,
    mask,
    foot,
    filled,
    solid,
    margin,
    near,
    far,
    rows,
    edgeRatio,
    heelNear,
    heelFar,
    toeShift,
    unlikePaper,
  } = shape;
  const { width, height, pxPerMm: s } = view;
  // `legSeenAt`: the photo beyond that edge shows a leg running on from it (`legRunsOn`), whatever the widths say.
  const legNear = near && (edgeRatio('near') >= legBar || legSeenAt === 'near');
  const legFar = far && (edgeRatio('far') >= legBar || legSeenAt === 'far');
  // Over a long side only where covered for certain (the contact shading along a wall reaches the sides too),
  // and away from the end a leg rises from (the leg, trousers and their shadows may reach the sides there).
  // `sidesWhole`: the photo beyond the sides shows the outline whole there (`wholeOverSides`), so they are not looked at.
  const columns = [
    [margin, margin + 1],
    [width - margin - 2, width - margin - 1],
  ] as const;
  const touched: number[][] = [[], []];
  for (let y = foot.minY; y <= foot.maxY && !sidesWhole; y++) {
    if ((legNear || heelAtNear) && y < 0.45 * height) continue;
    if (legFar && y > 0.55 * height) continue;
    columns.forEach((pair, side) => {
      if (pair.some((x) => foot.mask[y * width + x] && classes[y * width + x] === 2)) touched[side]!.push(y);
    });
  }
  const sides = touched[0]!.length > 0 || touched[1]!.length > 0;
  // Where the outline runs into a side, the rows up to 3 cm either side of it where that side shows paper only: the floor
  // beyond them is the floor's own (`wholeOverSides` learns its colour there).
  const contacts = (): SideContact[] =>
    ([0, 1] as const)
      .filter((side) => touched[side]!.length > 0)
      .map((side) => {
        const [from, to] = [touched[side]![0]!, touched[side]!.at(-1)!];
        const clear: number[] = [];
        for (let y = Math.max(margin, from - Math.round(30 * s)); y <= Math.min(height - 1 - margin, to + Math.round(30 * s)); y++)
          if ((y < from || y > to) && columns[side].every((x) => classes[y * width + x] === 0)) clear.push((y + 0.5) / s);
        return { side, rows: touched[side]!.map((y) => (y + 0.5) / s), clear };
      });
  // Two feet make the outline run off the sheet or look reversed, so they are told apart before either refusal.
  const offSheet = (bySides = false): FootFinding => {
    const length = foot.maxY + 1 - foot.minY;
    const zone = (from: number, to: number) => secondFoot(mask, classes, filled, view, foot.minY + from * length, foot.minY + to * length);
    // The forefoot zone lies away from the short edge the outline (legs, trousers) reaches; either end where it reaches both or neither.
    const two = (near === far || near ? zone(0.45, 0.8) : false) || (near === far || far ? zone(0.2, 0.55) : false);
    if (two) return { kind: 'twoFeet' };
    if (!bySides) return { kind: 'offSheet' };
    // Only over the sides: the outline's length is the heel's (at the near edge, or the outline's top) to its front.
    return { kind: 'offSheet', contacts: contacts(), lengthMm: (foot.maxY + 1 - (near ? 0 : foot.minY)) / s };
  };
  if (sides || (near && far)) return offSheet(!(near && far));
  // Only one short edge reached, and that end as wide as a forefoot: the columns where the outline meets the edge.
  const endOffSheet = (end: 'near' | 'far'): FootFinding => {
    const refused = offSheet();
    if (refused.kind !== 'offSheet') return refused;
    // The outline's extent 2–5 mm in from that edge (as for `edgeRatio`).
    let [from, to] = [width, -1];
    for (let mm = 2; mm <= 5; mm += 0.5) {
      const y = end === 'near' ? Math.round(mm * s) : height - 1 - Math.round(mm * s);
      const k = y - foot.minY;
      if (k < 0 || k >= rows.left.length || rows.left[k] === -1) continue;
      [from, to] = [Math.min(from, rows.left[k]!), Math.max(to, rows.right[k]!)];
    }
    return to < from ? refused : { kind: 'offSheet', end: { end, from: from / s, to: (to + 1) / s } };
  };
  // Two feet side by side also make the outline wider than long: told apart before turning the view.
  if (foot.maxX - foot.minX > foot.maxY - foot.minY) return offSheet().kind === 'twoFeet' ? { kind: 'twoFeet' } : { kind: 'sideways' };
  // A heel is narrower than the ball of the foot: compare bands a fifth of the way in from each end.
  const nearBand = zoneWidth(rows, 0.1, 0.3);
  const farBand = zoneWidth(rows, 0.7, 0.9);
  if (heelAtNear) {
    // The leg hides the near edge, so the heel is there whatever the leg or trousers do to the widths.
    if (far) return offSheet();
  } else {
    if (far) return nearBand < farBand && !legFar && !heelFar ? endOffSheet('far') : { kind: 'reversed' };
    if (near && nearBand >= farBand && !legNear && !heelNear) return endOffSheet('near');
    if (!near && nearBand > farBand) return { kind: 'reversed' };
  }
  const n = rows.left.length;
  const heelY = near ? 0 : foot.minY;
  const length = foot.maxY + 1 - heelY;
  // The outline with its holes filled, as for the offSheet check: a grey sock lit like the paper shows as a ring whose
  // two sides are each as wide as a foot, while the paper between two feet is open to the paper around them.
  if (secondFoot(mask, classes, filled, view, heelY + 0.45 * length, heelY + 0.8 * length)) return { kind: 'twoFeet' };
  const heelRows = Math.round(10 * s);
  const heel = near
    ? { x: meanX(rows, 0, heelRows) / s + 0.5 / s, y: -wallGapMm }
    : { x: meanX(rows, 0, 2) / s + 0.5 / s, y: foot.minY / s };
  const toe = { x: meanX(rows, n - 2, n) / s + 0.5 / s, y: (foot.maxY + 1) / s + toeShift };
  // Width across the forefoot (the ball is the foot's widest part, beyond the reach of the leg), from
  // the foot's own surface (covered for certain, or enclosed): the contact shading that rings a foot would add millimetres.
  // Beyond it, out to the outline, the foot's own edge is the steepest step in brightness, if steep enough: a sock
  // lit like shaded paper ends in a step at its silhouette, while the shade beside it fades over millimetres.
  const reach = Math.max(1, Math.round(0.5 * s));
  const silhouette = (y: number, from: number, to: number) => {
    let [best, at] = [0, -1];
    for (let x = Math.max(reach, from); x <= Math.min(width - 1 - reach, to); x++) {
      const step = Math.abs(shade[y * width + x - reach]! - shade[y * width + x + reach]!);
      if (step > best) [best, at] = [step, x];
    }
    return best >= silhouetteStep ? at : -1;
  };
  // Where a foot meets the floor, the crease under its rounded side gets the least light of all: a line darker than
  // both the foot's side above it and anything lying on the paper beside it. A lamp's sharp cast shadow next to the
  // forefoot, dark (and, lit only by the room, tinted) enough to count as foot, lies outside that line: a row whose
  // foot-coloured run begins with such a stretch and then a clearly darker line a few millimetres in is read from the line.
  const creaseReach = Math.round(creaseSearchMm * s);
  const creaseInward = (y: number, end: number, other: number, dir: 1 | -1) => {
    const limit = Math.round((end + other) / 2);
    let [darkest, at] = [Infinity, -1];
    for (let x = end; dir * (limit - x) > 0 && Math.abs(x - end) <= creaseReach; x += dir) {
      const value = shade[y * width + x]!;
      if (value < darkest) [darkest, at] = [value, x];
    }
    // The stretch outside the line must be a real band (not the crease's own blur), lighter than the line.
    if (at === -1 || Math.abs(at - end) < Math.round(creaseMinOutsideMm * s)) return end;
    const band: number[] = [];
    for (let x = end; x !== at - dir * reach; x += dir) band.push(shade[y * width + x]!);
    band.sort((a, b) => a - b);
    const outside = band[band.length >> 1]!;
    // The foot's side a few millimetres inside the line is lighter than the line too: a crease, not the start of a dark
    // sock (right beside the crease, the foot's side curves away from the light and is nearly as dark).
    let inside = 0;
    let count = 0;
    for (let k = 6 * reach; k <= 12 * reach; k++) {
      const x = at + dir * k;
      if (dir * (limit - x) <= 0) break;
      inside += shade[y * width + x]!;
      count++;
    }
    if (!count || darkest > creaseDepth * outside || darkest > creaseDepth * (inside / count)) return end;
    return at;
  };
  // A cast shadow is paper lit by the room's light alone, so the whole of it has one colour, however dark it is: the
  // paper's under that light (bluer than under a warm lamp, warmer than under a window). Where the shadow reaches the
  // foot, the colour turns at once to the foot's own, skin or cloth, which paper lit by no mix of the room's light and the
  // lamp's takes. A lamp's shadow beside a bare foot, tinted enough to count as foot, meets it with no crease to show
  // where: a row whose end is such a stretch, of one colour over 2 mm or more, then within 1.5 mm a colour off the paper's
  // under any mix of the two lights, is read from that turn (the foot's side itself shades from the lamp's colour to the
  // room's over centimetres, not at once).
  const hueAt = (x: number, y: number) => [hue.red[y * width + x]!, hue.blue[y * width + x]!] as const;
  const hueGap = (a: readonly [number, number], b: readonly [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const meanHue = (y: number, from: number, count: number, dir: 1 | -1) => {
    let [red, blue] = [0, 0];
    for (let k = 0; k < count; k++)
      [red, blue] = [red + hue.red[y * width + from + dir * k]!, blue + hue.blue[y * width + from + dir * k]!];
    return [red / count, blue / count] as const;
  };
  const outsidePx = Math.round(creaseMinOutsideMm * s);
  const turnPx = Math.round(shadowTurnMm * s);
  const shadowReach = Math.round(shadowReachMm * s);
  /** How far a colour lies from paper lit by any mix of the room's light and the key light: the segment between the two. */
  const offPaper = (c: readonly [number, number], shadow: readonly [number, number]) => {
    const [dx, dy] = [hue.paper[0] - shadow[0], hue.paper[1] - shadow[1]];
    const along = dx * dx + dy * dy;
    const t = along > 0 ? Math.min(1, Math.max(0, ((c[0] - shadow[0]) * dx + (c[1] - shadow[1]) * dy) / along)) : 0;
    return Math.hypot(c[0] - shadow[0] - t * dx, c[1] - shadow[1] - t * dy);
  };
  const shadowInward = (y: number, end: number, other: number, dir: 1 | -1) => {
    const limit = Math.round((end + other) / 2);
    // The shadow's colour from 1 mm in (the step at its outer edge is blurred over that) over 2 mm.
    const start = end + 2 * dir * reach;
    if (dir * (limit - (start + 5 * dir * outsidePx)) <= 0) return end;
    const shadow = meanHue(y, start, outsidePx, dir);
    let lastSame = start + dir * (outsidePx - 1);
    for (let x = lastSame + dir; dir * (limit - x) > 0 && Math.abs(x - end) <= shadowReach; x += dir) {
      const gap = hueGap(hueAt(x, y), shadow);
      if (gap <= shadowHueSpread) {
        lastSame = x;
        continue;
      }
      if (gap < tintLimits[0]) continue;
      if (Math.abs(x - lastSame) > turnPx) return end;
      // Beyond the turn, a colour that paper takes under no mix of the two lights (as far from it as the classifier's
      // limit for paper's colour) over the next few millimetres.
      const foot = meanHue(y, x + dir * outsidePx, 3 * outsidePx, dir);
      if (offPaper(foot, shadow) < tintLimits[0]) return end;
      let dark = 0;
      for (let k = start; k !== x; k += dir) dark += shade[y * width + k]!;
      return dark / Math.abs(x - start) < shadowShade ? x : end;
    }
    return end;
  };
  // A grey or white sock's side turned to a lamp or window is lit to 0.6–0.9 of the paper's light, in the paper's colour,
  // and reads as paper beside the foot, while the side turned away from the light (and the shadow cast beyond it) reads as
  // foot. Paper lit by the same light beyond that side is lighter still, and the sock ends against it in a step at its
  // silhouette, as sharp as the camera shows a solid's edge; the edge of a shadow on paper fades over millimetres. So
  // on the side where the foot's surface is the lighter of its two ends (the lit side, where no shadow of the foot falls),
  // a row runs on from its end across what stays darker than lit paper, up to a silhouette's step to it.
  // No foot is wider than 43 % of its length (anthropometric surveys; `humanProportion`): no row runs on past that.
  const widest = length / footLengthToWidth.min;
  const meanShade = (y: number, from: number, count: number, dir: 1 | -1) => {
    let sum = 0;
    for (let k = 0; k < count; k++) sum += shade[y * width + from + dir * k]!;
    return sum / count;
  };
  const litSideOutward = (y: number, end: number, other: number, dir: 1 | -1) => {
    const band = Math.round(3 * s);
    if (Math.abs(other - end) < 4 * band) return end;
    if (meanShade(y, end, band, dir === 1 ? -1 : 1) <= meanShade(y, other, band, dir)) return end;
    // A row ending in a step ends at the foot's silhouette already (a bare foot, a dark sock, a flat outline beside its
    // shadow); a sock's lit side read as paper goes on from the row's end with no step, its surface shading on smoothly,
    if (silhouette(y, end - 2 * reach, end + 2 * reach) !== -1) return end;
    // Nor does its colour change there: a skin or coloured sock ending against paper-coloured shade ends at its edge.
    const [inside, outside] = [meanHue(y, end, outsidePx, dir === 1 ? -1 : 1), meanHue(y, end + 2 * dir * reach, outsidePx, dir)];
    if (hueGap(inside, outside) >= tintLimits[0]) return end;
    const [first, last] = [margin + reach, width - 1 - margin - reach];
    for (let x = end + dir; x >= first && x <= last && Math.abs(x - other) + 1 <= widest; x += dir) {
      if (shade[y * width + x]! < litPaper) continue;
      // Within a few millimetres of the row's end lie the foot's own edge, blurred, and the contact shade beside it.
      const edge = dir === 1 ? silhouette(y, x - 2 * reach, x) : silhouette(y, x, x + 2 * reach);
      return edge !== -1 && Math.abs(edge - end) >= litSideMm * s ? edge : end;
    }
    return end;
  };
  let widthPx = 0;
  for (let y = Math.ceil(heelY + 0.5 * length); y <= Math.min(foot.maxY, heelY + 0.9 * length); y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!solid[i]) continue;
      if (left === -1) left = x;
      right = x;
    }
    if (left === -1) continue;
    const [outerLeft, outerRight] = [rows.left[y - foot.minY]!, rows.right[y - foot.minY]!];
    // A foot's surface that ends in a step (a dark sock, skin) ends at its silhouette already.
    const edgeLeft = silhouette(y, left - reach, left + reach) === -1 ? silhouette(y, outerLeft - 2, left) : -1;
    const edgeRight = silhouette(y, right - reach, right + reach) === -1 ? silhouette(y, right, outerRight + 2) : -1;
    if (edgeLeft !== -1) left = Math.min(left, edgeLeft);
    if (edgeRight !== -1) right = Math.max(right, edgeRight);
    [left, right] = [creaseInward(y, left, right, 1), creaseInward(y, right, left, -1)];
    [left, right] = [shadowInward(y, left, right, 1), shadowInward(y, right, left, -1)];
    [left, right] = [litSideOutward(y, left, right, -1), litSideOutward(y, right, left, 1)];
    widthPx = Math.max(widthPx, right - left + 1);
  }
  const step = Math.max(1, Math.round(2 * s));
  const sampled: number[] = [];
  for (let k = 0; k < n; k += step) sampled.push(k);
  if (sampled.at(-1) !== n - 1) sampled.push(n - 1);
  const outline: Point[] = [];
  const right: Point[] = [];
  for (const k of sampled) {
    if (rows.left[k] === -1) continue;
    // Rows inside the border margin are not classified: a heel at the edge reaches the edge.
    const y = k === 0 && near ? 0 : (foot.minY + k + 0.5) / s;
    outline.push({ x: rows.left[k]! / s, y });
    right.push({ x: (rows.right[k]! + 1) / s, y });
  }
  outline.push(...right.reverse());
  const legAtEdge = near && (edgeRatio('near') >= legEdgeRatio || legSeenAt === 'near');
  return { kind: 'found', heel, toe, widthMm: widthPx / s, outline, legAtEdge, unlikePaper };
}

/**
 * How much lighter than the paper (a fraction of the paper's fitted light, and of the paper 9–13 mm ahead where that is
 * lighter) a white band of a sock must be to show where it ends beyond the outline; where it stays this much lighter for
 * longer than `lightBandMaxMm`, it is lit paper, not a band.
 */
const [lightBandStep, lightBandMaxMm] = [0.05, 7.5];

/**
 * Where the toe really ends when the sock's tip lies in a white stripe or dot lit more brightly than the paper. Such a
 * band is as white as the paper (both near 0.85 of the light they get), so the outline ends where the last dark band
 * does; but the band's top is tilted toward the lamp or window where the floor is flat, and takes more light than the
 * paper around it. Nothing lying on paper makes it lighter than its own light (a shadow, a crease, print or the floor's
 * bleed only darken it), so a stretch lighter than the paper, beginning at the outline's front as the dark band gives way
 * and ending within a white band's width (a third of a stripe period of 8–18 mm; a dot's 4–9 mm), is the sock itself.
 * In each column of the outline's front (its last pixel within 6 mm of the toe), the light stretch ends where it falls
 * halfway back from its lightest to the paper's light (the sock's silhouette, blurred symmetrically by the lens); a toe's
 * width of columns (3 mm, a run of them) ending over a millimetre beyond the toe (beyond the blur of the toe's own edge)
 * moves the toe to the farthest of them. A band lit no more than the paper cannot be told from it: the toe stays, and
 * `toeAtStripeEdge` (measure.ts) says the reading may be short.
 */
export function toeInLightBand(shape: FootShape, toe: Point): Point | null {
  const { view, shade, foot } = shape;
  const { width, height, pxPerMm: s } = view;
  // The sheet's own edge darkens the view: stop 3 mm short of it.
  const last = height - Math.ceil(3 * s);
  const [riseRows, maxRows, minRun] = [Math.round(2 * s), Math.round(lightBandMaxMm * s), Math.round(3 * s)];
  // Each column's front, from the outline's own pixels (its points are 2 mm apart along the foot), within 6 mm of the toe.
  const nearest = Math.max(foot.minY, Math.floor((toe.y - 6) * s));
  let [run, best, farthest] = [0, 0, { x: 0, y: -Infinity }];
  for (let x = foot.minX; x <= foot.maxX; x++) {
    let front = -1;
    for (let y = foot.maxY; y >= nearest && front === -1; y--) if (foot.mask[y * width + x]) front = y;
    const end = front === -1 ? null : bandEnd(x, front + 1);
    if (end === null || end <= toe.y + 1) {
      run = 0;
      continue;
    }
    run++;
    best = Math.max(best, run);
    if (end > farthest.y) farthest = { x: (x + 0.5) / s, y: end };
  }
  return best >= minRun ? farthest : null;

  /** Where (mm) a light band beginning within 2 mm of `first` ends in column `x`, or null where none does. */
  function bandEnd(x: number, first: number): number | null {
    // The paper's own light beyond the longest band: 9–13 mm ahead of the front.
    const ahead: number[] = [];
    for (let y = first + Math.round(9 * s); y < Math.min(last, first + Math.round(13 * s)); y++) ahead.push(shade[y * width + x]!);
    if (ahead.length < 2 * s) return null;
    ahead.sort((p, q) => p - q);
    const paper = Math.max(1, ahead[ahead.length >> 1]!);
    let start = -1;
    for (let y = first; y < first + riseRows && y < last; y++)
      if (shade[y * width + x]! >= paper + lightBandStep) {
        start = y;
        break;
      }
    if (start === -1) return null;
    let [lightest, y] = [0, start];
    for (; y < last && shade[y * width + x]! >= paper + lightBandStep / 2; y++) lightest = Math.max(lightest, shade[y * width + x]!);
    if (y - first > maxRows || y >= last) return null;
    // Halfway back from the lightest to the paper, placed between the two rows either side of it.
    const half = (lightest + paper) / 2;
    let at = start;
    while (at + 1 < y && shade[(at + 1) * width + x]! >= half) at++;
    const [inside, outside] = [shade[at * width + x]!, shade[(at + 1) * width + x]!];
    const fraction = inside > outside ? Math.min(1, Math.max(0, (inside - half) / (inside - outside))) : 0;
    return (at + 0.5 + fraction) / s;
  }
}
