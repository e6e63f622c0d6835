/** A photo as the browser's canvas hands it over: RGBA bytes, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The sheet's corners in photo pixels, in this order: the heel edge's two corners, then the toe
 * edge's two corners, so that corner 0 → 1 runs along the heel edge and 1 → 2 along a long side.
 */
export type Quad = [Point, Point, Point, Point];

export const paperSizes = ['a4', 'letter'] as const;
export type PaperSize = (typeof paperSizes)[number];

/** ISO 216 A4 and ANSI US Letter, in millimetres. */
export const paperMm: Record<PaperSize, { width: number; length: number }> = {
  a4: { width: 210, length: 297 },
  letter: { width: 215.9, length: 279.4 },
};

/** Why a photo cannot be measured; each names what the visitor should change. */
export const refusalReasons = [
  'tooDark',
  'noSheet',
  'sheetCut',
  'tooOblique',
  'noFoot',
  'footOffSheet',
  'tooSmall',
  'twoFeet',
  'blurred',
  'wrongPaper',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export type Confidence = 'high' | 'medium' | 'low';

export interface FootMeasurement {
  ok: true;
  corners: Quad;
  heel: Point;
  toe: Point;
  /** The foot's outline in photo pixels, for drawing. */
  outline: Point[];
  lengthMm: number;
  widthMm: number;
  /** How far the length may be off, from the photo's resolution at the foot and the sheet's fit. */
  uncertaintyMm: number;
  confidence: Confidence;
  /** The heel edge was hidden and placed from the paper's size, so the photo could not confirm the paper setting. */
  paperUnchecked: boolean;
}

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  /** For `wrongPaper`: the paper the sheet's proportions show. */
  seenPaper?: PaperSize;
}

export type MeasureOutcome = FootMeasurement | Refusal;
