import { INCH_MM, type Gender } from '@/lib/sizes/browser';
import { numberFormat } from '@/lib/sizes/model/format-size';

export type FootUnit = 'cm' | 'in';

/** What was wrong with a typed foot length, so the message can say it rather than repeat the rule. */
export type FootProblem = 'notNumber' | 'negative' | 'zero';

export type FootReading =
  | {
      ok: true;
      mm: number;
      /** True when a number typed in centimetre mode was taken as millimetres (a Korean "265"). */
      readAsMm: boolean;
    }
  | { ok: false; problem: FootProblem };

const number = /^\d{1,4}([.,]\d+)?$/;

/**
 * Reads a typed foot length as millimetres: "26,5" and "26.5" alike, whatever the page's locale.
 * In centimetre mode a number of 50 or more can only be millimetres, so it is read as such and
 * the reading says so. Empty text is no reading at all (null).
 */
export function readFootLength(text: string, unit: FootUnit): FootReading | null {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return null;
  const unsigned = trimmed.replace(/^[-−–]/, '');
  if (!number.test(unsigned)) return { ok: false, problem: 'notNumber' };
  const value = Number(unsigned.replace(',', '.'));
  if (unsigned !== trimmed && value > 0) return { ok: false, problem: 'negative' };
  if (!(value > 0)) return { ok: false, problem: 'zero' };
  const readAsMm = unit === 'cm' && value >= 50;
  const mm = unit === 'in' ? value * INCH_MM : readAsMm ? value : value * 10;
  // To the whole millimetre: every length the page writes (cm to one decimal, inches to two) then reads back exactly.
  const whole = Math.round(mm);
  return whole > 0 ? { ok: true, mm: whole, readAsMm } : { ok: false, problem: 'zero' };
}

/** A typed foot length in millimetres, or null when the text is empty or not a foot length. */
export function parseFootLength(text: string, unit: FootUnit): number | null {
  const reading = readFootLength(text, unit);
  return reading?.ok ? reading.mm : null;
}

/**
 * A foot length in mm written in a unit, in the page's locale: for the input field and wherever the
 * page shows a length in inches. Two decimals of an inch (a quarter millimetre) keep a whole
 * millimetre when typed back.
 */
export function formatFootLength(mm: number, unit: FootUnit, locale: string): string {
  const value = unit === 'in' ? mm / INCH_MM : mm / 10;
  return numberFormat(locale, unit === 'in' ? 2 : 1).format(value);
}

/** The typed text written in another unit, the same millimetres: what the unit switch puts in the field. */
export function footTextInUnit(text: string, from: FootUnit, to: FootUnit, locale: string): string {
  const mm = parseFootLength(text, from);
  return mm === null ? text : formatFootLength(mm, to, locale);
}

/** A typical foot for each gender, for the field's placeholder and the examples in its messages. */
export const exampleFootMm: Record<Gender, number> = { men: 265, women: 240, kids: 180 };
