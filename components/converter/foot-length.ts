import { INCH_MM } from '@/lib/sizes/browser';

export type FootUnit = 'cm' | 'in';

/**
 * Reads a typed foot length as millimetres: "26,5" and "26.5" alike, whatever the page's locale.
 * In centimetre mode a number of 50 or more can only be millimetres (a Korean "265"), so it is read as such.
 */
export function parseFootLength(text: string, unit: FootUnit): number | null {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (!/^\d{1,4}([.,]\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  if (!(value > 0)) return null;
  const mm = unit === 'in' ? value * INCH_MM : value >= 50 ? value : value * 10;
  return Math.round(mm * 10) / 10;
}

/** A foot length in mm written back in the chosen unit for the input field, in the page's locale. */
export function formatFootLength(mm: number, unit: FootUnit, locale: string): string {
  const value = unit === 'in' ? mm / INCH_MM : mm / 10;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 'in' ? 2 : 1, useGrouping: false }).format(value);
}
