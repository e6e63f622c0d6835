/**
 * The printable foot ruler's geometry, in millimetres. The ruler runs diagonally across the page,
 * the longest straight line a sheet holds, so it reaches 30 cm on A4 and 29 cm on US Letter (most
 * adult feet) where an upright ruler would stop at 27 cm.
 */

export const paperIds = ['a4', 'letter'] as const;
export type PaperId = (typeof paperIds)[number];

/** Margin kept blank on every side: printers cannot print to the edge. */
export const pageMarginMm = 10;
/** Width of the ruler strip: centimetres along one edge, inches along the other. */
export const rulerWidthMm = 28;
/** The calibration lines: a printer that scaled the page makes them shorter or longer. */
export const calibrationMm = 100;
export const calibrationInches = 4;
export const INCH_MM = 25.4;

export const papers: Record<PaperId, { widthMm: number; heightMm: number; rulerMm: number; angleDeg: number; cssSize: string }> = {
  a4: { widthMm: 210, heightMm: 297, rulerMm: 300, angleDeg: 57, cssSize: 'A4' },
  letter: { widthMm: 215.9, heightMm: 279.4, rulerMm: 290, angleDeg: 56, cssSize: 'letter' },
};

export interface RulerLayout {
  /** The printable area inside the margins, which the drawing fills. */
  box: { widthMm: number; heightMm: number };
  lengthMm: number;
  angleDeg: number;
  /** Where the ruler's 0 (its wall end, on the centimetre edge) sits in the box. */
  origin: { x: number; y: number };
  /** The ruler's four corners in the box, for checks: it must lie inside. */
  corners: { x: number; y: number }[];
}

/** Places the ruler, rotated up to the right from its 0, centred in the printable area. */
export function rulerLayout(paper: PaperId): RulerLayout {
  const { widthMm, heightMm, rulerMm, angleDeg } = papers[paper];
  const box = { widthMm: widthMm - 2 * pageMarginMm, heightMm: heightMm - 2 * pageMarginMm };
  const angle = (angleDeg * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const boundsWidth = rulerMm * cos + rulerWidthMm * sin;
  const boundsHeight = rulerMm * sin + rulerWidthMm * cos;
  const origin = { x: (box.widthMm - boundsWidth) / 2, y: (box.heightMm + boundsHeight) / 2 - rulerWidthMm * cos };
  // Local x runs along the ruler (up and to the right), local y across it (down and to the right).
  const place = (x: number, y: number) => ({ x: origin.x + x * cos + y * sin, y: origin.y - x * sin + y * cos });
  const corners = [place(0, 0), place(rulerMm, 0), place(rulerMm, rulerWidthMm), place(0, rulerWidthMm)];
  return { box, lengthMm: rulerMm, angleDeg, origin, corners };
}

export interface Tick {
  /** Distance from the ruler's 0 in mm. */
  at: number;
  /** How far the tick reaches into the ruler, in mm. */
  length: number;
  /** The number printed beside it, if any. */
  label: string | null;
}

/** Every millimetre, longer every 5 mm, numbered in centimetres. */
export function centimetreTicks(lengthMm: number): Tick[] {
  const ticks: Tick[] = [];
  for (let mm = 0; mm <= lengthMm; mm++) {
    const label = mm % 10 === 0 ? String(mm / 10) : null;
    ticks.push({ at: mm, length: mm % 10 === 0 ? 7 : mm % 5 === 0 ? 4.5 : 2.5, label });
  }
  return ticks;
}

/** Every eighth of an inch, longer at quarters, halves and whole inches, numbered in inches. */
export function inchTicks(lengthMm: number): Tick[] {
  const ticks: Tick[] = [];
  for (let eighth = 0; (eighth * INCH_MM) / 8 <= lengthMm; eighth++) {
    const whole = eighth % 8 === 0;
    const length = whole ? 7 : eighth % 4 === 0 ? 5 : eighth % 2 === 0 ? 3.5 : 2.2;
    ticks.push({ at: (eighth * INCH_MM) / 8, length, label: whole ? String(eighth / 8) : null });
  }
  return ticks;
}
