import { findFoot } from './find-foot';
import { findSheet } from './find-sheet';
import { applyHomography, homographyFromPoints, localScale, type Homography } from './homography';
import { luminance, percentile } from './image-ops';
import { rectify } from './rectify';
import { paperMm, type Confidence, type MeasureOutcome, type PaperSize, type Point, type Quad, type RgbaImage } from './types';

/** Resolution of the straightened sheet the foot is looked for in. */
const viewPxPerMm = 2;

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
 * Whether the photo was taken too far from straight above: the sheet's near and far ends differ
 * too much in scale, or its right angles are too skewed, for the straightening to stay accurate.
 */
function tooOblique(corners: Quad, paper: PaperSize): boolean {
  const h = sheetToPhoto(corners, paper);
  if (!h) return true;
  const scales = sheetCorners(paper).map((p) => localScale(h, p));
  const angles = interiorAngles(corners);
  return Math.max(...scales) / Math.min(...scales) > 1.7 || angles.some((a) => a < 50 || a > 130);
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

export function confidenceOf(uncertaintyMm: number): Confidence {
  if (uncertaintyMm <= 2) return 'high';
  return uncertaintyMm <= 3.5 ? 'medium' : 'low';
}

/** Beyond this the photo is too coarse to be worth a number: the visitor should come closer. */
export const maxUncertaintyMm = 5;

/**
 * Measures a foot standing on a sheet of `paper` in a photo taken from above, or says why it
 * cannot: every step that cannot be trusted refuses instead of guessing.
 */
export function measureFoot(image: RgbaImage, paper: PaperSize): MeasureOutcome {
  const luma = luminance(image);
  if (percentile(luma, 0.98, 2) < 90) return { ok: false, reason: 'tooDark' };
  const sheet = findSheet(luma, image.width, image.height);
  if (!sheet.ok) return sheet;
  let corners = shortEdgeFirst(sheet.corners);
  // A bright region running off the photo, then a skewed sheet inside it: most likely the sheet itself is cut off.
  const oblique = { ok: false, reason: sheet.firstRefusal === 'sheetCut' ? 'sheetCut' : 'tooOblique' } as const;
  if (tooOblique(corners, paper)) return oblique;
  const tried = new Set<number>();
  for (let attempt = 0; attempt < 3; attempt++) {
    const { width, length } = paperMm[paper];
    const toPhoto = sheetToPhoto(corners, paper);
    if (!toPhoto) return { ok: false, reason: 'noSheet' };
    const foot = findFoot(rectify(image, toPhoto, width, length, viewPxPerMm));
    if (foot.kind === 'none') return { ok: false, reason: 'noFoot' };
    if (foot.kind === 'offSheet') return { ok: false, reason: 'footOffSheet' };
    if (foot.kind !== 'found') {
      const turn = foot.kind === 'sideways' ? 1 : 2;
      if (tried.has(turn)) return { ok: false, reason: 'noFoot' };
      tried.add(turn);
      corners = rotate(corners, turn);
      continue;
    }
    if (squashed(corners, paper)) return oblique;
    const heel = applyHomography(toPhoto, foot.heel);
    const toe = applyHomography(toPhoto, foot.toe);
    const reading = readLength(corners, paper, heel, toe, sheet.rmsPx);
    if (!reading) return { ok: false, reason: 'noSheet' };
    if (reading.uncertaintyMm > maxUncertaintyMm) return { ok: false, reason: 'tooSmall' };
    return {
      ok: true,
      corners,
      heel,
      toe,
      outline: foot.outline.map((p) => applyHomography(toPhoto, p)),
      lengthMm: reading.lengthMm,
      widthMm: foot.widthMm,
      uncertaintyMm: reading.uncertaintyMm,
      confidence: confidenceOf(reading.uncertaintyMm),
    };
  }
  return { ok: false, reason: 'noFoot' };
}
