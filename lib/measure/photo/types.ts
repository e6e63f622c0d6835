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

/**
 * Why an answer's confidence is low; each has its own fix, which the page names:
 * - `resolution`: the reading itself is uncertain (the sheet is small or soft in the photo, or its corners fit it
 *   loosely): a closer, sharper photo helps.
 * - `outline`: the foot read has no human proportion, so a heel or toes were cut off at a leg, trousers, the other foot,
 *   a shadow or the sheet's edge: keep trousers and the other foot off the sheet and the whole foot on it.
 * - `lightToe`: a striped sock's toe was read at the end of a dark band, and its tip may lie in a light stripe as light
 *   as the paper: measure barefoot or in a plain dark sock.
 * - `lightSock`: a grey or white sock's toe, lit almost like the paper, may run on past the toe read to an edge the photo
 *   does not show surely: measure barefoot or in a plain dark sock.
 */
export const lowConfidenceCauses = ['resolution', 'outline', 'lightToe', 'lightSock'] as const;
export type LowConfidenceCause = (typeof lowConfidenceCauses)[number];

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
  /** Why the confidence is low: set on every low answer and on no other. */
  lowBecause?: LowConfidenceCause;
  /** The heel edge was hidden and placed from the paper's size, so the photo could not confirm the paper setting. */
  paperUnchecked: boolean;
}

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  /** For `wrongPaper`: the paper the sheet's proportions show. */
  seenPaper?: PaperSize;
  /** The sheet's corners, where one was found before the refusal: hand placement starts from them. */
  corners?: Quad;
}

export type MeasureOutcome = FootMeasurement | Refusal;
