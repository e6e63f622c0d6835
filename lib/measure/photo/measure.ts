import {
  footFinding,
  footLengthToWidth,
  footShape,
  legEdgeRatio,
  strictLegEdgeRatio,
  toeInLightBand,
  type FootFinding,
  type FootShape,
} from './find-foot';
import { findSheet, type SheetFound } from './find-sheet';
import { brightRegionHoldsFoot } from './foot-on-region';
import { legRunsOn, wholeOverSides } from './foot-overhang';
import { applyHomography, closingAtFocal, cross3, homographyFromPoints, lift, localScale, type Homography } from './homography';
import { boxBlur, keptFloats, luminance, percentile } from './image-ops';
import { rectify, type SheetView } from './rectify';
import { paperRunsOff, sheetFromLines } from './sheet-lines';
import { cameraCentre, standingFoot } from './standing';
import { toeRunOn } from './toe-run-on';
import {
  crossing,
  sheetProportion,
  edgeBlurPx,
  heelEdgeAtFocal,
  heelEdgeSeen,
  longSideRunsOn,
  phoneFocal,
  photoBlurPx,
  proportionFitsPhone,
  rebuildHeelEdge,
  seenHeelEdge,
  heelAtSideEnds,
  sheetPose,
  sideSeen,
  typicalFocal,
} from './sheet-check';
import {
  paperMm,
  paperSizes,
  type Confidence,
  type LowConfidenceCause,
  type MeasureOutcome,
  type PaperSize,
  type Point,
  type Quad,
  type Refusal,
  type RefusalReason,
  type RgbaImage,
} from './types';

/** Resolution of the straightened sheet the foot is looked for in. */
const viewPxPerMm = 2;

/** Resolution of the sheet straightened only to tell which end the heel is at (a sixteenth of the view's pixels). */
const previewPxPerMm = 0.5;

/** Sheet millimetres of each corner, in the Quad order (heel edge first). */
export function sheetCorners(paper: PaperSize): Quad {
  const { width, length } = paperMm[paper];
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: length },
    { x: 0, y: length },
  ];
}

export function photoToSheet(corners: Quad, paper: PaperSize): Homography | null {
  return homographyFromPoints(corners, sheetCorners(paper));
}

function sheetToPhoto(corners: Quad, paper: PaperSize): Homography | null {
  return homographyFromPoints(sheetCorners(paper), corners);
}

const rotate = (q: Quad, by: number): Quad => [q[by % 4]!, q[(by + 1) % 4]!, q[(by + 2) % 4]!, q[(by + 3) % 4]!];

/** Corners ordered so that 0 → 1 is a short edge: the shorter pair of opposite sides as seen. */
function shortEdgeFirst(corners: Quad): Quad {
  const side = (i: number) => Math.hypot(corners[(i + 1) % 4]!.x - corners[i]!.x, corners[(i + 1) % 4]!.y - corners[i]!.y);
  return side(0) + side(2) <= side(1) + side(3) ? corners : rotate(corners, 1);
}

function interiorAngles(q: Quad): number[] {
  return q.map((p, i) => {
    const a = q[(i + 3) % 4]!;
    const b = q[(i + 1) % 4]!;
    const v1 = { x: a.x - p.x, y: a.y - p.y };
    const v2 = { x: b.x - p.x, y: b.y - p.y };
    return (Math.acos((v1.x * v2.x + v1.y * v2.y) / (Math.hypot(v1.x, v1.y) * Math.hypot(v2.x, v2.y))) * 180) / Math.PI;
  });
}

/**
 * The most the camera's line of sight to the sheet's centre may lean from straight above: a standing
 * person's shin fills the view overhead, so photos are taken at up to 35° (the original set's oblique
 * photos lean 55–65°).
 */
const maxTiltDeg = 45;

/**
 * Whether the photo was taken too far from straight above for the straightening to stay accurate: the
 * camera, placed from the sheet's corners, leans too far, or the sheet's right angles look too skewed.
 * (The ratio of scales between the sheet's near and far ends, used before, also grows as the camera
 * comes closer: a photo from 40 cm at 30° passed it by 1.7–2.3 while its corners were right.)
 */
function tooOblique(corners: Quad, paper: PaperSize, width: number, height: number): boolean {
  const h = sheetToPhoto(corners, paper);
  const pose = sheetPose(corners, width, height);
  if (!h || !pose || interiorAngles(corners).some((a) => a < 50 || a > 130)) return true;
  const camera = cameraCentre(h, phoneFocal(pose.focal, width, height), width, height);
  if (!camera) return true;
  const { width: across, length } = paperMm[paper];
  return Math.atan2(Math.hypot(camera.x - across / 2, camera.y - length / 2), camera.z) > (maxTiltDeg * Math.PI) / 180;
}

/**
 * Whether the sheet's near end looks much larger than its far end (1.7 times the scale): close up at a
 * tilt, a heel edge placed from the paper's proportion rests on a guessed focal length and falls millimetres off.
 */
function steep(corners: Quad, paper: PaperSize): boolean {
  const h = sheetToPhoto(corners, paper);
  const scales = h ? sheetCorners(paper).map((p) => localScale(h, p)) : [];
  return !h || Math.max(...scales) / Math.min(...scales) > 1.7;
}

/**
 * Whether the sheet looks much longer or shorter than it is: seen from far away at a slant, the
 * view is nearly affine and keeps right angles, but squeezes the sheet along the slant.
 */
function squashed(corners: Quad, paper: PaperSize): boolean {
  const side = (i: number) => Math.hypot(corners[(i + 1) % 4]!.x - corners[i]!.x, corners[(i + 1) % 4]!.y - corners[i]!.y);
  const seen = (side(1) + side(3)) / (side(0) + side(2));
  const ratio = seen / (paperMm[paper].length / paperMm[paper].width);
  return ratio < 0.72 || ratio > 1.4;
}

export interface LengthReading {
  lengthMm: number;
  /** Half a pixel at each end plus the sheet fit, in millimetres. */
  uncertaintyMm: number;
}

/**
 * The foot's length between the heel and toe marks (photo pixels), measured along the sheet's long
 * axis as a ruler against the wall would, and how far it may be off; null for an impossible sheet.
 */
export function readLength(corners: Quad, paper: PaperSize, heel: Point, toe: Point, rmsPx = 0.5): LengthReading | null {
  const h = photoToSheet(corners, paper);
  if (!h) return null;
  const lengthMm = Math.abs(applyHomography(h, toe).y - applyHomography(h, heel).y);
  const mmPerPx = (localScale(h, heel) + localScale(h, toe)) / 2;
  const uncertaintyMm = 0.5 + mmPerPx * (1.5 + rmsPx);
  return Number.isFinite(lengthMm) ? { lengthMm, uncertaintyMm } : null;
}

/** The foot's width across the sheet from its outline in photo pixels. */
export function readWidth(corners: Quad, paper: PaperSize, outline: Point[]): number | null {
  const h = photoToSheet(corners, paper);
  if (!h || outline.length === 0) return null;
  const xs = outline.map((p) => applyHomography(h, p).x);
  return Math.max(...xs) - Math.min(...xs);
}

/** Whether a foot of this length and width has a human foot's proportion (`footLengthToWidth`). */
export function humanProportion(lengthMm: number, widthMm: number): boolean {
  const ratio = lengthMm / widthMm;
  return ratio >= footLengthToWidth.min && ratio <= footLengthToWidth.max;
}

export function confidenceOf(uncertaintyMm: number): Confidence {
  if (uncertaintyMm <= 2) return 'high';
  return uncertaintyMm <= 3.5 ? 'medium' : 'low';
}

/** Beyond this the photo is too coarse to be worth a number: the visitor should come closer. */
export const maxUncertaintyMm = 5;

/** Beyond this the sheet's edges are smeared (motion or focus) over more than the measuring can bear. */
const maxEdgeBlurPx = 4;

/** How far (as a fraction) the undone sheet's proportion may stray from its paper's before the corners are distrusted. */
const maxProportionError = 0.035;

/** The most the found corners may stray from square (cosine; found edges of the harder set's measured photos keep under 0.007). */
const maxSkew = 0.015;

/**
 * How near (as a fraction) some phone focal length must bring the undone sheet to the chosen paper's proportion for the
 * photo not to contradict the setting: the true corners of the harder set's photos keep within 1 % of it at 90 %, and
 * A4 and Letter lie 9 % apart.
 */
const paperFitTolerance = 0.02;

/** Long side over short side of each paper, once the perspective is undone. */
const proportionOf = (paper: PaperSize) => paperMm[paper].length / paperMm[paper].width;

/** The paper whose proportion the sheet clearly has (null when it lies between A4's 1.414 and Letter's 1.294). */
function paperFromProportion(proportion: number): PaperSize | null {
  const middle = (proportionOf('a4') + proportionOf('letter')) / 2;
  if (proportion > middle + 0.015) return 'a4';
  if (proportion < middle - 0.015) return 'letter';
  return null;
}

/**
 * How far ahead of the foot's front (mm) the sheet is looked at, how far behind the toe the front counts, and how far
 * ahead of the front a dark band may begin to be the sock's own beyond a white stripe: striped socks' white bands are
 * a third of a stripe period of 8–18 mm (3–6 mm), so a mark beginning farther out is print, a crease or a shadow on the
 * paper, and the toe cannot be told.
 */
const [toeLookAheadMm, frontReachMm, stripeGapMm] = [12, 6, 6];

/**
 * Where the toe really ends, when a sock's white stripe or dot read as paper cut the outline short of it: past a true toe
 * the sheet only brightens, past a cut one it brightens over the stripe, then darkens again at the sock's edge or next
 * dark band (by 8 % of the paper's brightness after reaching 70 %, at least 1.5 mm ahead, since the contact shading at a
 * true toe is nearer), on a quarter of the columns of the outline's front within 6 mm of the toe or on a run of them 5 mm
 * wide (half the narrowest toe's width, so a band ending one toe counts). The sheet is read through a 1.5 mm box: single
 * pixels of sensor noise on the paper darken by 8 % often enough to pass for a band. A cut toe ends where the last dark
 * band ahead of it gives way to paper, halfway up from the band's darkest to the paper's light (where an edge is), with
 * paper beyond it to the end of the look-ahead; `toe` itself where no band shows, null where a band runs on out of reach
 * or begins too far ahead to be the sock's.
 */
function toeBeyondStripes(view: SheetView, outline: Point[], toe: Point): Point | null {
  const { width, height, pxPerMm: s, r, g, b } = view;
  // Kept planes (neither leaves this function), as for the foot search's.
  const raw = keptFloats('toeRaw', width * height);
  for (let i = 0; i < raw.length; i++) raw[i] = 0.299 * r[i]! + 0.587 * g[i]! + 0.114 * b[i]!;
  const luma = boxBlur(raw, width, height, Math.max(1, Math.round(0.5 * s)), keptFloats('toeLuma', width * height));
  const paper = percentile(luma, 0.9, 7);
  // The outline runs down its left side and back up its right one, a pair of points per row.
  const rows = outline.length / 2;
  const front = new Map<number, number>();
  for (let k = 0; k < rows; k++) {
    const [left, right] = [outline[k]!, outline[outline.length - 1 - k]!];
    for (let x = Math.ceil(left.x * s); x <= Math.floor(right.x * s); x++) front.set(x, Math.max(front.get(x) ?? -1, left.y));
  }
  // The sheet's own edge is a darkening too: stop 3 mm short of it.
  const last = Math.min(height - Math.ceil(3 * s), Math.round((toe.y + toeLookAheadMm) * s));
  let [columns, cut, run, longest] = [0, 0, 0, 0];
  let [reach, at, endless] = [toe.y, toe.x, false];
  for (const x of [...front.keys()].sort((p, q) => p - q)) {
    const y0 = front.get(x)!;
    if (y0 < toe.y - frontReachMm) {
      run = 0;
      continue;
    }
    columns++;
    const first = Math.round(y0 * s);
    // The deepest darkening after the peak, and the last dark band: its darkest point and where paper comes back after it.
    const level = (y: number) => luma[y * width + x]! / paper;
    let [peak, drop, dropAt, darkest, bandStart, bandEnd, inBand] = [0, 0, 0, -1, -1, -1, false];
    for (let y = first; y <= last; y++) {
      // A darkening is counted from the paper's light at most: a white stripe brighter than the paper would make the
      // paper beyond it read as a band that never ends.
      const here = level(y);
      peak = Math.max(peak, Math.min(1, here));
      if (peak < 0.7) continue;
      if (peak - here > drop) [drop, dropAt] = [peak - here, (y - first) / s];
      const dark = peak - here >= 0.08;
      if (dark && !inBand) bandStart = y;
      if (dark && (!inBand || here < level(darkest))) [darkest, inBand] = [y, true];
      if (!dark && inBand) {
        const half = (level(darkest) + peak) / 2;
        for (bandEnd = darkest; level(bandEnd) < half; bandEnd++);
        inBand = false;
      }
    }
    const darkens = drop >= 0.08 && dropAt >= 1.5;
    if (darkens) {
      cut++;
      const stripe = bandStart >= 0 && bandStart - first <= stripeGapMm * s;
      if (inBand || !stripe || bandEnd < 0 || last - bandEnd < 2 * s) endless = true;
      else if (bandEnd / s > reach) [reach, at] = [bandEnd / s, (x + 0.5) / s];
    }
    run = darkens ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  if (columns === 0 || (cut < 0.25 * columns && longest < 5 * s)) return toe;
  return endless ? null : { x: at, y: reach };
}

/**
 * Whether the toe is read at the end of a full dark band of a striped sock, so that the sock's tip may lie on in a white
 * band the photo cannot show: a white stripe is as light as the paper (both near 0.85 of the light), so where the tip
 * falls inside one, the outline ends at the band's near edge, up to its width (a third of an 8–18 mm period, 3–6 mm)
 * short of the toe, with no dark band beyond for `toeBeyondStripes` to find. A tip inside a dark band cuts that band
 * short; a band as long as the sock's other dark bands (85 % of their median: read at 70 % of the paper's light, band
 * edges move by half a millimetre and the bands read along the foot vary by some 15 %) says the toe may go on.
 * The sock is read along the line from the heel through the toe, every half millimetre through a 1.5 mm box, as light
 * (70 % of the paper's light) or dark; runs under a millimetre are noise. Stripes are three light and dark pairs behind
 * the first dark run with light runs of 2–7 mm, dark runs of 4–16 mm and periods of 7–20 mm within 40 % of each other
 * (dots and toe gaps make no such rhythm).
 */
function toeAtStripeEdge(view: SheetView, heel: Point, toe: Point): boolean {
  const { width, height, pxPerMm: s, r, g, b } = view;
  const lumaAt = (x: number, y: number) => {
    const i = y * width + x;
    return 0.299 * r[i]! + 0.587 * g[i]! + 0.114 * b[i]!;
  };
  const sampled = new Float32Array(Math.ceil((width * height) / 7));
  for (let i = 0, k = 0; i < width * height; i += 7, k++) sampled[k] = 0.299 * r[i]! + 0.587 * g[i]! + 0.114 * b[i]!;
  const paper = percentile(sampled, 0.9);
  const length = Math.hypot(toe.x - heel.x, toe.y - heel.y);
  if (length <= 0 || paper <= 0) return false;
  const [ux, uy] = [(toe.x - heel.x) / length, (toe.y - heel.y) / length];
  const box = Math.max(1, Math.round(0.75 * s));
  const runs: { light: boolean; mm: number }[] = [];
  for (let d = 0.5; d <= Math.min(70, length - 10); d += 0.5) {
    const [cx, cy] = [Math.round((toe.x - ux * d) * s), Math.round((toe.y - uy * d) * s)];
    let [sum, count] = [0, 0];
    for (let y = Math.max(0, cy - box); y <= Math.min(height - 1, cy + box); y++)
      for (let x = Math.max(0, cx - box); x <= Math.min(width - 1, cx + box); x++, count++) sum += lumaAt(x, y);
    const light = count > 0 && sum / count >= 0.7 * paper;
    if (runs.length && runs.at(-1)!.light === light) runs.at(-1)!.mm += 0.5;
    else runs.push({ light, mm: 0.5 });
  }
  // Runs under a millimetre join the run before them.
  const merged: { light: boolean; mm: number }[] = [];
  for (const run of runs) {
    const prev = merged.at(-1);
    if (prev && (run.mm < 1 || prev.light === run.light)) prev.mm += run.mm;
    else merged.push({ ...run });
  }
  if (merged.length < 8 || merged[0]!.light) return false;
  const dark: number[] = [];
  for (let k = 1; k + 1 < 8; k += 2) {
    const [lightMm, darkMm] = [merged[k]!.mm, merged[k + 1]!.mm];
    if (lightMm < 2 || lightMm > 7 || darkMm < 4 || darkMm > 16) return false;
    dark.push(darkMm);
  }
  const periods = [1, 3, 5].map((k) => merged[k]!.mm + merged[k + 1]!.mm);
  if (Math.min(...periods) < 7 || Math.max(...periods) > 20 || Math.max(...periods) > 1.4 * Math.min(...periods)) return false;
  dark.sort((p, q) => p - q);
  return merged[0]!.mm >= 0.85 * dark[1]!;
}

/**
 * Whether a heel edge placed from the paper's proportion is only a guess: under a tenth of it (some 2 cm) shows a step
 * up to paper, so where it lies rests on the camera's focal length, which a sheet with a side hidden cannot show. Phones'
 * main cameras see 65–85° across the diagonal, about ±10 % around the typical focal length; where focal lengths 5 and
 * 10 % either side of it move the length by more than 3 mm (the median of the four, so that one spurious fit does not
 * decide), the 3 mm the page promises cannot be kept.
 */
function heelEdgeGuessed(
  luma: Float32Array,
  width: number,
  height: number,
  corners: Quad,
  paper: PaperSize,
  heel: Point,
  toe: Point,
): boolean {
  const reading = readLength(corners, paper, heel, toe);
  // Corners where both long sides' paper edges end are seen, not placed at a focal length (`heelAtSideEnds`).
  if (!reading || heelEdgeSeen(luma, width, height, corners) >= 0.1 || heelAtSideEnds(luma, width, height, corners)) return false;
  const shifts: number[] = [];
  for (const k of [0.9, 0.95, 1.05, 1.1]) {
    const quad = heelEdgeAtFocal(corners, proportionOf(paper), k * typicalFocal(width, height), width, height);
    const again = quad && readLength(quad, paper, heel, toe);
    if (again) shifts.push(Math.abs(again.lengthMm - reading.lengthMm));
  }
  shifts.sort((a, b) => a - b);
  return shifts.length >= 2 && (shifts[(shifts.length - 1) >> 1]! + shifts[shifts.length >> 1]!) / 2 > 3;
}

/** How much more of a heel edge placed again from the other three sides must show paper than the edge found (a fifth). */
const cutCornerMargin = 0.2;

/**
 * The least fraction of each of the sheet's sides other than the heel edge (corners 1 → 2, 2 → 3, 3 → 0) along which
 * paper must show meeting what lies beyond: the other foot beside the sheet covers at most a foot's width (some 10 cm) of
 * a long side (28–30 cm), a trouser hem or the other foot up to about half of the toe edge (20–22 cm), and the true sides
 * of the measured harder photos all show along a third of their length or more, while a side fitted to a tile joint,
 * a rug's stripe or a skirting board's top shows paper along a twentieth or less: a fifth lies between the two.
 */
const minSideSeen = 0.2;

/** Whether the sheet's three sides other than its heel edge show paper meeting the floor along enough of their length. */
function sidesSeen(luma: Float32Array, width: number, height: number, corners: Quad): boolean {
  return [1, 2, 3].every((k) => sideSeen(luma, width, height, corners, k) >= minSideSeen);
}

/**
 * How near the photo's border (px) a side's points lie where the border, not the paper's edge, may have been found: the
 * paper's edge is told by the floor beyond it, and within 8 px (2–3 mm at the distances photos are taken from) too little
 * floor shows to tell it; the sides of the measured harder and original photos keep 50 px or more from the border.
 */
const frameReachPx = 8;

/** Whether the side from corner `from` to the next runs along the photo's border for over half its length. */
function alongFrame(corners: Quad, from: number, width: number, height: number): boolean {
  const [a, b] = [corners[from % 4]!, corners[(from + 1) % 4]!];
  let near = 0;
  for (let t = 0; t <= 20; t++) {
    const [x, y] = [a.x + ((b.x - a.x) * t) / 20, a.y + ((b.y - a.y) * t) / 20];
    if (Math.min(x, y, width - 1 - x, height - 1 - y) < frameReachPx) near++;
  }
  return near > 10;
}

/**
 * Measures a foot standing on a sheet of `paper` in a photo taken from above, or says why it
 * cannot: every step that cannot be trusted refuses instead of guessing.
 */
export function measureFoot(image: RgbaImage, paper: PaperSize): MeasureOutcome {
  const luma = luminance(image);
  if (percentile(luma, 0.98, 2) < 90) return { ok: false, reason: 'tooDark' };
  const looks = lookAt(image, paper, luma);
  const reasons: RefusalReason[] = [];
  const outcome = measureLooks(looks, strictLegEdgeRatio, reasons);
  // A look said the foot runs off the sheet: a leg that narrows as it rises toward a tilted phone may be what the
  // strict bar missed, and no sheet is left to try, so the last reading takes the bar a flat heel keeps clear of.
  // It only turns the refusal into a length, and only into a foot's (toes cut by the edge under the lower bar read short
  // and narrow, of no foot's proportion): otherwise the first reason stands. The reason given may be another look's
  // (the bright region's quad, two of its corners partway along the sheet's sides, too oblique, where the lines' right
  // quad holds the foot running off it).
  if (outcome.ok || !(outcome.reason === 'footOffSheet' || reasons.includes('footOffSheet'))) return outcome;
  // The same looks again, each on the sheet it found and the views it straightened: only the foot's decisions are new.
  const lenient = measureLooks(looks, legEdgeRatio);
  // The paper setting contradicted once the lower bar finds the foot: the sheet's corners, not the foot, decide that, and
  // the fix it names (choosing the paper in the photo) comes before reframing the foot.
  if (!lenient.ok && lenient.reason === 'wrongPaper') return lenient;
  return lenient.ok && humanProportion(lenient.lengthMm, lenient.widthMm) ? lenient : outcome;
}

/**
 * One photo's looks at the sheet: the bright region's sheet, the paper's lines (found on the first look that needs
 * them), and the foot's shape on each view straightened (by its corners), kept so that a second pass with a lower leg
 * bar takes only the foot's decisions again. Each step is a function of the photo and the corners alone.
 */
interface Looks {
  image: RgbaImage;
  paper: PaperSize;
  luma: Float32Array;
  region: ReturnType<typeof findSheet>;
  lines: () => ReturnType<typeof sheetFromLines>;
  /** The foot's shape on the view of the sheet at `corners` (`toPhoto` their homography). */
  footOn: (corners: Quad, toPhoto: Homography) => FootShape | { kind: 'none' };
  /** That view itself, straightened again into the kept planes if another view has been straightened since. */
  viewOf: (corners: Quad, toPhoto: Homography) => SheetView;
  /**
   * What finding the foot (with the heel not known to be near, at `legBar`) decides on the view at `corners` straightened
   * at `previewPxPerMm`: which end the heel is at is told by the outline's widths and the ends it touches, centimetres
   * apart, which a view of 2 mm pixels shows as well.
   */
  previewSays: (corners: Quad, toPhoto: Homography, legBar: number) => FootFinding['kind'] | 'none';
}

function lookAt(image: RgbaImage, paper: PaperSize, luma: Float32Array): Looks {
  const region = findSheet(luma, image.width, image.height);
  let lines: ReturnType<typeof sheetFromLines> | undefined;
  const shapes = new Map<string, FootShape | { kind: 'none' }>();
  const previews = new Map<string, FootShape | { kind: 'none' }>();
  let straightened: { key: string; view: SheetView } | null = null;
  const viewOf = (corners: Quad, toPhoto: Homography) => {
    const key = JSON.stringify(corners);
    if (straightened?.key !== key) {
      const { width, length } = paperMm[paper];
      const planes = ['viewRed', 'viewGreen', 'viewBlue'] as const;
      straightened = { key, view: rectify(image, toPhoto, width, length, viewPxPerMm, (colour, size) => keptFloats(planes[colour], size)) };
    }
    return straightened.view;
  };
  return {
    image,
    paper,
    luma,
    region,
    lines: () => (lines ??= sheetFromLines(luma, image.width, image.height, proportionOf(paper), paperSizes.map(proportionOf))),
    footOn: (corners, toPhoto) => {
      const key = JSON.stringify(corners);
      let shape = shapes.get(key);
      if (!shape) shapes.set(key, (shape = footShape(viewOf(corners, toPhoto))));
      return shape;
    },
    viewOf,
    previewSays: (corners, toPhoto, legBar) => {
      const key = JSON.stringify(corners);
      let shape = previews.get(key);
      if (!shape) {
        const { width, length } = paperMm[paper];
        previews.set(key, (shape = footShape(rectify(image, toPhoto, width, length, previewPxPerMm))));
      }
      return shape.kind === 'none' ? 'none' : footFinding(shape, false, legBar).kind;
    },
  };
}

/** `reasons` collects the refusal of each look at a sheet (the bright region's, the lines' and their next quads'). */
function measureLooks(looks: Looks, legBar: number, reasons: RefusalReason[] = []): MeasureOutcome {
  const { image, luma, region: sheet } = looks;
  const first: MeasureOutcome = sheet.ok ? measureOnRegion(looks, sheet, legBar) : sheet;
  if (first.ok) return first;
  reasons.push(first.reason);
  // Where the bright region failed, the paper's straight edges may still show it (a leg, skirting or light floor joined it).
  const fromLines = looks.lines();
  if (fromLines === 'cut') return { ok: false, reason: 'sheetCut' };
  // A bright region running off the photo is a sheet with a corner cut off only where a sheet's corner shows; where
  // none does, either there is no sheet or the photo is too blurred for its edges to show, which its sharpest edges tell.
  const blurred = () => photoBlurPx(luma, image.width, image.height) > maxEdgeBlurPx;
  if (fromLines === 'noCorner') {
    // A photo smeared by motion or focus has no sharp sheet edges: the bright region's outline is rounded and the quad
    // fitted to it leans any way, so a quad refused as too oblique, before its edges' blur was read, says nothing where no
    // sheet corner shows and the photo's sharpest edges are smeared: the fix is the one `blurred` names.
    if (first.reason === 'tooOblique') return blurred() ? { ...first, reason: 'blurred' } : first;
    if (first.reason !== 'sheetCut' && first.reason !== 'noSheet') return first;
    if (blurred()) return { ...first, reason: 'blurred' };
    // A sheet running off the photo with none of its corners in it, or with those in it against a light wall or skirting
    // board (the paper's light runs on into the wall's, so no corner steps to the ground): two of its opposite sides still
    // enter from the photo's border as paper edges. A light wall or floor shows at most one such edge, so the region running
    // off the photo is the sheet, and the fix is the one `sheetCut` names, not a search for paper that is in the photo.
    const sheetOff = first.reason === 'sheetCut' && paperRunsOff(luma, image.width, image.height);
    return { ...first, reason: sheetOff ? 'sheetCut' : 'noSheet' };
  }
  if (!fromLines) {
    // Some corner shows, but no sheet its lines make: a photo smeared by motion or focus leaves its sheet's corners
    // rounded and its sides too soft for the lines to close a sheet, and the bright region runs off the photo where the
    // smear spreads the paper's light to the border. Blur is what stops the sheet being found, so it is named before a
    // sheet cut off (two feet found on a completed region are sharp enough, and stand).
    const last = twoFeetOnRegionCompleted(looks, first, legBar);
    if (last.ok || last.reason !== 'sheetCut') return last;
    if (blurred()) return { ...last, reason: 'blurred' };
    // The corner the lines saw may be no sheet's: where a leg's straight outline crosses a light wall's foot or a skirting
    // board, the wall inside and the floor and the leg beyond make a corner of paper light stepping down to the ground. A
    // sheet cut off still holds the foot that stands on it inside its outline, or (a bare foot as light as the paper
    // joins the paper's region) shows two of its opposite sides entering from the photo's border; a wall or a light floor
    // running off the photo behind or beside the feet shows neither, and there no sheet was found.
    const sheetSeen = brightRegionHoldsFoot(luma, image.width, image.height) || paperRunsOff(luma, image.width, image.height);
    return sheetSeen ? last : { ...last, reason: 'noSheet' };
  }
  const { corners, rmsPx, completed, againstLight, stepsOut } = fromLines;
  const second = measureOnSheet(
    looks,
    { ok: true, corners, rmsPx, unconfirmed: againstLight },
    completed ? [corners[3], corners[0]] : null,
    legBar,
  );
  // Refused again: the second look's reason only where it names something the first could not see.
  const specific: RefusalReason[] = ['twoFeet', 'blurred', 'wrongPaper'];
  // The first look named two feet or the wrong paper only after reading its sheet's edges as sharp (the blur check comes
  // first), so the photo is not blurred: smeared edges along the lines' quad are its own sides lying off the paper's
  // edges (on a leg's shading or a shadow's soft edge), and the first look's reason stands.
  if (!second.ok && second.reason === 'blurred' && (first.reason === 'twoFeet' || first.reason === 'wrongPaper')) return first;
  if (second.ok || specific.includes(second.reason)) return second;
  // The lines' sheet, foot and all, but with sides that show no paper meeting the floor: neither look told the sheet's
  // edges from what is around it (a light skirting board, a rug's stripes, tile joints), whatever the region said.
  if (second.reason === 'noSheet' && second.corners) return second;
  reasons.push(second.reason);
  // The lines' quads are ranked by how much of their sides shows, and a foot, its leg and their shadows hide most of a
  // sheet's near side and heel edge while a crease or a shadow's edge shows all along a smaller quad: where the best
  // quad holds no foot, or one running off it, the next other quads are looked at, and the first to give a foot of a
  // human proportion is taken (a refusal on them tells nothing the first did not, so the first reasons stand). So too
  // where the best quad is too oblique: a side along the leg's cast shadow or a crease across the paper skews a quad far
  // past what a photo taken from a standing height at up to 35° shows of a rectangle, while the sheet's own four edges,
  // its heel edge partly behind the trousers, make a next quad that is square on the floor.
  if (second.reason === 'noFoot' || second.reason === 'footOffSheet' || second.reason === 'tooOblique')
    for (const other of fromLines.others()) {
      const sheet: SheetFound = { ok: true, corners: other.corners, rmsPx: other.rmsPx, unconfirmed: other.againstLight };
      const again = measureOnSheet(looks, sheet, other.completed ? [other.corners[3], other.corners[0]] : null, legBar);
      if (again.ok && humanProportion(again.lengthMm, again.widthMm)) return again;
      if (!again.ok) reasons.push(again.reason);
    }
  // A sheet whose four edges the lines show stepping to the ground, corners inside the photo, is not cut off, whatever
  // a region joined to a light floor said (past an edge placed from the proportion the sheet may run out of the picture).
  if (first.reason === 'sheetCut' && stepsOut) return second;
  const last = first.corners || !second.corners ? first : { ...first, corners: second.corners };
  return twoFeetOnRegionCompleted(looks, last, legBar);
}

/**
 * A region found inside the photo, then called a sheet cut off only because a darker threshold's region ran off it: the
 * region may be the sheet cut short by a crease's or a shadow's line across it (the far half as dark as a light floor),
 * its three other sides the paper's own. Each side in turn is placed again from the paper's proportion, the two sides
 * beside it as rails; where the sheet so completed shows two feet, that is the reason. Only that reason is taken from it:
 * a sheet whose fourth side rests on a guessed focal length gives no number, and one with a corner out of the picture
 * leaves the sheet cut off.
 */
function twoFeetOnRegionCompleted(looks: Looks, outcome: MeasureOutcome, legBar: number): MeasureOutcome {
  const { image, paper, region: sheet } = looks;
  if (outcome.ok || outcome.reason !== 'sheetCut' || !sheet.ok || sheet.firstRefusal !== 'sheetCut') return outcome;
  const q = sheet.corners;
  const { width, height } = image;
  const focal = typicalFocal(width, height);
  const line = (a: Point, b: Point) => cross3(lift(a), lift(b));
  for (let i = 0; i < 4; i++) {
    const [far0, far1, across0, across1] = [q[i]!, q[(i + 1) % 4]!, q[(i + 2) % 4]!, q[(i + 3) % 4]!];
    const close = closingAtFocal(line(across1, far0), line(across0, across1), line(across0, far1), focal, width, height);
    const at = (t: number): Quad | null => {
      const p = { x: across1.x + t * (far0.x - across1.x), y: across1.y + t * (far0.y - across1.y) };
      const r = close(p);
      return r && [p, r, across0, across1];
    };
    for (const target of [proportionOf(paper), 1 / proportionOf(paper)]) {
      const error = (t: number) => {
        const quad = at(t);
        const seen = quad && sheetProportion(quad, width, height);
        return seen === null ? null : seen - target;
      };
      const t = crossing(error, 1.05, 4, 30);
      const quad = t === null ? null : at(t);
      // A completed corner out of the picture is a sheet cut off after all.
      if (!quad || quad.some((p) => p.x < 0 || p.y < 0 || p.x > width - 1 || p.y > height - 1)) continue;
      const again = measureOnSheet(looks, { ok: true, corners: quad, rmsPx: sheet.rmsPx }, [quad[0], quad[1]], legBar);
      if (!again.ok && again.reason === 'twoFeet') return again;
    }
  }
  return outcome;
}

function measureOnRegion(looks: Looks, sheet: SheetFound, legBar: number): MeasureOutcome {
  const outcome = measureOnSheet(looks, sheet, null, legBar);
  // A bright region running off the photo, then no sheet, foot or whole foot inside it: most likely the sheet itself is cut off.
  const partial: RefusalReason[] = ['noSheet', 'noFoot', 'footOffSheet'];
  return !outcome.ok && sheet.firstRefusal === 'sheetCut' && partial.includes(outcome.reason) ? { ok: false, reason: 'sheetCut' } : outcome;
}

/**
 * The foot measured on the sheet found; `hidden` is the edge that was placed from the paper's proportion
 * (hidden behind the leg), if any: the heel stands at it when it is a short edge.
 */
function measureOnSheet(looks: Looks, sheet: SheetFound, hidden: [Point, Point] | null, legBar: number): MeasureOutcome {
  const { image, luma, paper } = looks;
  let corners = shortEdgeFirst(sheet.corners);
  const heelTurn = hidden
    ? [0, 2].find((turn) => rotate(corners, turn)[0] === hidden[0] || rotate(corners, turn)[0] === hidden[1])
    : undefined;
  const heelKnown = heelTurn !== undefined && [hidden![0], hidden![1]].includes(rotate(corners, heelTurn)[1]);
  if (heelKnown) corners = rotate(corners, heelTurn);
  // A refusal once a sheet is found hands on its corners as they stand, so hand placement starts from them.
  const refuse = (reason: RefusalReason, seenPaper?: PaperSize): Refusal => ({
    ok: false,
    reason,
    corners,
    ...(seenPaper ? { seenPaper } : {}),
  });
  // A bright region running off the photo, then a skewed sheet inside it: most likely the sheet itself is cut off.
  const oblique = () => refuse(sheet.firstRefusal === 'sheetCut' ? 'sheetCut' : 'tooOblique');
  // Steep is about a heel edge resting on a guessed focal length: one whose corners stand where both long sides' paper
  // edges end is seen, whatever the tilt.
  const guessedSteep = () => steep(corners, paper) && !(heelKnown && heelAtSideEnds(luma, image.width, image.height, corners));
  if (tooOblique(corners, paper, image.width, image.height) || (hidden !== null && guessedSteep())) return oblique();
  if (edgeBlurPx(luma, image.width, image.height, corners) > maxEdgeBlurPx) return refuse('blurred');
  const tried = new Set<number>();
  let rebuilt = hidden !== null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const toPhoto = sheetToPhoto(corners, paper);
    if (!toPhoto) return { ok: false, reason: 'noSheet' };
    // The heel is at the far end of the view on many photos (the corners' order says nothing of where the foot stands),
    // and the view would then be straightened and searched only to be turned end for end. Where the sheet straightened at
    // a sixteenth of the pixels says so, the turned view is looked at first, and taken only where it finds the foot,
    // going on as from the turn (the same attempt count and tried turns); otherwise the view is looked at as it stands,
    // the turned one kept for when it turns after all. The two differ only where the preview is wrong and the turned view
    // finds a foot all the same (a foot whose ends look alike, touching neither short edge).
    if (!heelKnown && !tried.has(2) && attempt < 3 && looks.previewSays(corners, toPhoto, legBar) === 'reversed') {
      const turned = rotate(corners, 2);
      const turnedToPhoto = sheetToPhoto(turned, paper);
      const turnedShape = turnedToPhoto && looks.footOn(turned, turnedToPhoto);
      if (turnedShape && turnedShape.kind !== 'none' && footFinding(turnedShape, false, legBar).kind === 'found') {
        tried.add(2);
        corners = turned;
        continue;
      }
    }
    const shape = looks.footOn(corners, toPhoto);
    if (shape.kind === 'none') return refuse('noFoot');
    let foot = footFinding(shape, heelKnown, legBar);
    const seenFrom = () => {
      const pose = sheetPose(corners, image.width, image.height);
      return pose && cameraCentre(toPhoto, phoneFocal(pose.focal, image.width, image.height), image.width, image.height);
    };
    // An outline running into a long side only: a standing foot seen at a slant reaches over the side beyond its sole,
    // which the photo beyond the side shows ending within that reach (`wholeOverSides`); a foot off the sheet runs on.
    let sidesWhole = false;
    if (foot.kind === 'offSheet' && foot.contacts && foot.lengthMm) {
      const camera = seenFrom();
      sidesWhole = camera !== null && wholeOverSides(image, toPhoto, paperMm[paper].width, foot.contacts, camera, foot.lengthMm);
      if (sidesWhole) foot = footFinding(shape, heelKnown, legBar, true);
    }
    // An outline running into one short edge, as wide there as a forefoot cut by it, with no leg read from its widths: at
    // a steep tilt a leg's rounded hem or its lower end cut by a long side narrows the outline at the edge like a heel's
    // back. The photo beyond the edge tells them apart: a leg runs on over the floor there, away from the camera, toes cut
    // by the edge stop within centimetres (`legRunsOn`); the heel is then at that edge.
    if (foot.kind === 'offSheet' && foot.end) {
      const camera = seenFrom();
      const { width, length } = paperMm[paper];
      if (camera && legRunsOn(image, toPhoto, { width, length }, foot.end, camera))
        foot = footFinding(shape, heelKnown, legBar, sidesWhole, foot.end.end);
    }
    if (foot.kind === 'offSheet') return refuse('footOffSheet');
    if (foot.kind === 'twoFeet') return refuse('twoFeet');
    if (foot.kind !== 'found') {
      const turn = foot.kind === 'sideways' ? 1 : 2;
      if (tried.has(turn)) return refuse('noFoot');
      tried.add(turn);
      corners = rotate(corners, turn);
      continue;
    }
    if (squashed(corners, paper)) return oblique();
    const pose = sheetPose(corners, image.width, image.height);
    // Corners that make neither paper's proportion, or that no phone's lens would see as a rectangle, are not the
    // sheet's: most often the heel edge was fitted to a leg, its shadow or a skirting board, so it is placed again
    // from the other three sides, once (an edge the line finder placed is square by construction).
    const misfit = !pose || Math.min(...paperSizes.map((p) => Math.abs(pose.proportion / proportionOf(p) - 1))) > maxProportionError;
    const placed = (size: PaperSize) => {
      const again = rebuilt ? null : rebuildHeelEdge(corners, proportionOf(size), image.width, image.height);
      const quad = again && (seenHeelEdge(luma, image.width, image.height, again, proportionOf(size)) ?? again);
      return quad && { quad, seen: heelEdgeSeen(luma, image.width, image.height, quad) };
    };
    if (!misfit && !rebuilt && pose.skew <= maxSkew && longSideRunsOn(luma, image.width, image.height, corners)) {
      // A long side running on past a heel-edge corner: the quad is only a part of the sheet (the region cut where a leg or
      // trousers stand over the heel edge), and a part of an A4 sheet can make Letter's proportion. Placed again from the
      // other three sides at each paper's proportion, the other paper's edge ends the long sides where they stop and shows
      // the paper's own edge along clearly more of its length (the same fifth as for a cut corner) than the chosen one's,
      // which then runs across paper or beyond the sheet: the setting is wrong.
      const other = paper === 'a4' ? 'letter' : 'a4';
      const [chosen, again] = [placed(paper), placed(other)];
      const ends = again && !longSideRunsOn(luma, image.width, image.height, again.quad);
      if (chosen && again && ends && again.seen >= chosen.seen + cutCornerMargin) return refuse('wrongPaper', other);
    }
    if (!misfit && !rebuilt && pose.skew <= maxSkew) {
      // A leg standing over a corner of the heel edge cuts the bright region there, and the region's corner lands where
      // the leg's outline crosses a long side: its heel edge then runs across the paper beside the leg instead of along
      // the paper's edge, while the sheet may still look square enough at some focal length. Placed again from the other
      // three sides, the paper's own edge shows along clearly more of its length (a fifth more of it) than the found one.
      const found = heelEdgeSeen(luma, image.width, image.height, corners);
      const again = found < 1 - cutCornerMargin ? placed(paper) : null;
      if (again && again.seen >= found + cutCornerMargin) {
        corners = again.quad;
        rebuilt = true;
        continue;
      }
    }
    if (misfit || (hidden === null && pose.skew > maxSkew)) {
      const chosen = placed(paper);
      if (!chosen) return { ok: false, reason: 'noSheet' };
      // The other paper's edge plainly in the photo where the chosen one's is not: the setting is wrong.
      const other = placed(paper === 'a4' ? 'letter' : 'a4');
      if (other && other.seen >= 0.4 && other.seen > chosen.seen + 0.25) return refuse('wrongPaper', paper === 'a4' ? 'letter' : 'a4');
      corners = chosen.quad;
      rebuilt = true;
      continue;
    }
    // The other paper's proportion at the focal length the corners imply, while none a phone has makes the chosen one:
    // the setting is wrong. Where one does, the photo cannot tell, and the answer carries the paper warning.
    const seenPaper = rebuilt ? null : paperFromProportion(pose.proportion);
    const paperInDoubt = seenPaper !== null && seenPaper !== paper;
    const otherPaper: PaperSize = paper === 'a4' ? 'letter' : 'a4';
    const fitsPhone = (size: PaperSize) => proportionFitsPhone(corners, proportionOf(size), paperFitTolerance, image.width, image.height);
    // The focal length the corners imply vouches for no paper when no phone has it: where the other paper's proportion
    // is what a phone's focal lengths make of the corners and the chosen one's is not, the setting is wrong too.
    if (!rebuilt && !fitsPhone(paper) && (paperInDoubt || fitsPhone(otherPaper))) return refuse('wrongPaper', otherPaper);
    // The fix is the one `noFoot` names: bare feet or plain dark socks.
    const view = looks.viewOf(corners, toPhoto);
    // Only something as light as the paper on the foot itself (a sock's white stripe or dot, a grey sock's lit top) can
    // cut its outline short of the toe. On a foot whose surface differs from the paper all over (bare, or a dark or
    // coloured plain sock) a dark mark just ahead of the toe that the stripe check cannot place is the paper's own (a
    // printed logo, a crease, a lamp's shadow), and the outline's toe stands where it makes a foot of a human proportion.
    const outlineHuman = humanProportion(foot.toe.y - foot.heel.y, foot.widthMm);
    const beyond = toeBeyondStripes(view, foot.outline, foot.toe);
    // Where no dark band lies ahead, the sock's tip may still lie in a white band lit more than the paper.
    const inLightBand = beyond === foot.toe ? toeInLightBand(shape, foot.toe) : null;
    const toeAt = inLightBand ?? beyond ?? (foot.unlikePaper && outlineHuman ? foot.toe : null);
    if (!toeAt) return refuse('noFoot');
    // The foot stands inside the sheet, so its other three sides meet the floor along most of their length: only the
    // other foot, the leg of a tilted view or trousers cover a stretch of one. Sides along which the photo shows no step
    // up to paper are not the sheet's (a light skirting board, a rug's stripe or a floor's tile joint taken for an edge).
    if (!sidesSeen(luma, image.width, image.height, corners)) return refuse('noSheet');
    // Where the photo's own border cuts the paper, the border is a straight step from paper to nothing that is easily
    // taken for the sheet's edge, and the sheet and foot may go on past it: the fix is the one `sheetCut` names.
    if ([0, 1, 2, 3].some((k) => alongFrame(corners, k, image.width, image.height))) return refuse('sheetCut');
    // A grey or white sock's toe lit like the paper may run on past the outline's front (`toeRunOn`): to its own sharp
    // edge where that is sure, and otherwise the reading is only as sure as that run-on allows.
    const runOn = toeAt === foot.toe ? toeRunOn(shape, foot.toe) : null;
    const toeMoved = runOn?.sure ? { x: toeAt.x, y: toeAt.y + runOn.mm } : toeAt;
    const heel = applyHomography(toPhoto, foot.heel);
    const toe = applyHomography(toPhoto, toeMoved);
    const reading = readLength(corners, paper, heel, toe, sheet.rmsPx);
    if (!reading) return { ok: false, reason: 'noSheet' };
    // The fix is the one `footOffSheet` names: keep the trousers and the leg off the sheet's heel edge.
    if (rebuilt && heelEdgeGuessed(luma, image.width, image.height, corners, paper, heel, toe)) return refuse('footOffSheet');
    if (reading.uncertaintyMm > maxUncertaintyMm) return refuse('tooSmall');
    // The photo is sharp enough to be worth a number (the bar above); a toe that may run on lowers the confidence only.
    const uncertaintyMm = reading.uncertaintyMm + (runOn && !runOn.sure ? runOn.mm : 0);
    const confidence = confidenceOf(uncertaintyMm);
    // A leg rising from a heel at the edge means a standing, solid foot: its toe and ball stand above the floor.
    // The camera's height needs a focal length a phone can have: a view from nearly straight above cannot tell it.
    const camera = cameraCentre(toPhoto, phoneFocal(pose.focal, image.width, image.height), image.width, image.height);
    const standing = camera && foot.legAtEdge;
    const size = standing
      ? standingFoot(reading.lengthMm, foot.widthMm, toeMoved, camera)
      : { lengthMm: reading.lengthMm, widthMm: foot.widthMm };
    // Low has four causes, each with its own fix, which the page names. A foot of no human proportion means a heel or
    // toes were cut at a leg, trousers, a shadow or an edge, or the outline ran on into the other foot, whatever the
    // sheet's sharpness says (`outline`). A striped sock's toe read at the end of a full dark band may go on in a white
    // band, and one read where a white band lit more than the paper ends may go on in the band's shaded tip: how far, the
    // photo cannot tell (`lightToe`). A grey or white sock's toe lit like the paper that runs on past the toe read to no
    // sure edge made low by that run-on alone calls for a darker sock or bare feet (`lightSock`), not a closer photo.
    // Only a loose reading (`resolution`) is helped by a closer,
    // sharper photo. An outline out of proportion is named first: the stripe check looks at the toe alone, while the
    // proportion says the outline itself (its length or its width) is off.
    const lowBecause: LowConfidenceCause | null = !humanProportion(size.lengthMm, size.widthMm)
      ? 'outline'
      : inLightBand !== null || toeAtStripeEdge(view, foot.heel, toeAt)
        ? 'lightToe'
        : confidence === 'low'
          ? runOn && !runOn.sure && confidenceOf(reading.uncertaintyMm) !== 'low'
            ? 'lightSock'
            : 'resolution'
          : null;
    return {
      ok: true,
      corners,
      heel,
      toe,
      outline: foot.outline.map((p) => applyHomography(toPhoto, p)),
      lengthMm: size.lengthMm,
      widthMm: size.widthMm,
      uncertaintyMm,
      // A rebuilt edge rests on the paper setting, which the photo then cannot confirm.
      confidence: lowBecause ? 'low' : (rebuilt || sheet.unconfirmed || paperInDoubt) && confidence === 'high' ? 'medium' : confidence,
      ...(lowBecause && { lowBecause }),
      paperUnchecked: rebuilt || sheet.unconfirmed === true || paperInDoubt,
    };
  }
  return refuse('noFoot');
}
