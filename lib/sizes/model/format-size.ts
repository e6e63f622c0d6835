import type { SizeValue, SystemId } from './types';

type Formattable = number | Pick<SizeValue, 'value' | 'upTo' | 'scale'>;

/** Millimetre systems are whole numbers; foot lengths keep one decimal in cm, two in inches; sizes keep up to two (Shimano's 8.3). */
const maxDecimals: Partial<Record<SystemId, number>> = {
  mondopoint: 0,
  kr: 0,
  cn: 0,
  cm: 1,
  inch: 2,
  jp: 2,
  mx: 1,
};

/** Writes a number to at most `decimals` (at least `minimum`) decimals, without grouping, as a locale does. */
export interface DecimalFormat {
  format(value: number): string;
}

/**
 * The decimal separator of the site's locales as the platform writes them (a unit test compares the
 * written numbers with Intl.NumberFormat's), so that labels are written without building a formatter:
 * the first Intl.NumberFormat a page builds costs more than writing every label of a chart.
 */
const decimalSeparators: Readonly<Record<string, string>> = {
  en: '.',
  ja: '.',
  ko: '.',
  hi: '.',
  gu: '.',
  fr: ',',
  nl: ',',
  it: ',',
  pl: ',',
  pt: ',',
  ru: ',',
  es: ',',
  de: ',',
};

/**
 * A non-negative number rounded half away from zero (Intl's default) on its shortest decimal
 * form, as Intl.NumberFormat rounds it; null where that form has an exponent.
 */
function plainDecimal(value: number, decimals: number, minimum: number, separator: string): string | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  const shortest = String(value);
  if (shortest.includes('e')) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  // Beyond 15 digits the arithmetic below would no longer be exact.
  if (digits.length > 15) return null;
  if (fraction.length > decimals && (fraction.charCodeAt(decimals) ?? 0) >= 53 /* "5" */) {
    digits = String(Number(digits) + 1).padStart(digits.length, '0');
  }
  const integer = digits.slice(0, digits.length - decimals) || '0';
  let decimalsWritten = digits.slice(digits.length - decimals);
  while (decimalsWritten.length > minimum && decimalsWritten.endsWith('0')) decimalsWritten = decimalsWritten.slice(0, -1);
  const trimmedInteger = integer.replace(/^0+(?=\d)/, '');
  return decimalsWritten ? `${trimmedInteger}${separator}${decimalsWritten}` : trimmedInteger;
}

const formatters = new Map<string, DecimalFormat>();

/** A kept number format per locale and decimals (at most `decimals`, at least `minimum`). */
export function numberFormat(locale: string, decimals: number, minimum = 0): DecimalFormat {
  const key = `${locale}|${decimals}|${minimum}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    let platform: Intl.NumberFormat | null = null;
    // Built only for a number the plain writing leaves to it (or a locale it does not know).
    const intl = () =>
      (platform ??= new Intl.NumberFormat(locale, { minimumFractionDigits: minimum, maximumFractionDigits: decimals, useGrouping: false }));
    const separator = decimalSeparators[locale];
    formatter = {
      format: (value) => (separator === undefined ? null : plainDecimal(value, decimals, minimum, separator)) ?? intl().format(value),
    };
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * 42.667 is adidas's "42 2/3": a value a third off the half grid is written as a fraction, as brands
 * print it. The tolerance admits a value rounded to three decimals (the API's), tripled.
 */
function thirds(value: number): 1 | 2 | null {
  const tripled = value * 3;
  if (Math.abs(tripled - Math.round(tripled)) > 2e-3) return null;
  const remainder = ((Math.round(tripled) % 3) + 3) % 3;
  return remainder === 1 ? 1 : remainder === 2 ? 2 : null;
}

/** Written numbers per locale and decimals: the engine writes the same few hundred grid values over and over. */
const written = new Map<string, Map<number, string>>();
const WRITTEN_LIMIT = 4096;

function formatNumber(value: number, locale: string, decimals: number): string {
  const key = `${locale}|${decimals}`;
  let byValue = written.get(key);
  if (!byValue) {
    byValue = new Map();
    written.set(key, byValue);
  }
  let text = byValue.get(value);
  if (text === undefined) {
    // Measured foot lengths are arbitrary numbers: start over rather than grow without bound.
    if (byValue.size >= WRITTEN_LIMIT) byValue.clear();
    text = writeNumber(value, locale, decimals);
    byValue.set(value, text);
  }
  return text;
}

function writeNumber(value: number, locale: string, decimals: number): string {
  const third = decimals >= 2 ? thirds(value) : null;
  const format = numberFormat(locale, decimals);
  if (third === null) return format.format(value);
  const whole = Math.floor(value + 1e-6);
  return whole === 0 ? `${third}/3` : `${format.format(whole)} ${third}/3`;
}

/**
 * A size label for a locale: decimals as the locale writes them ("42,5" in German), thirds as
 * "2/3", US kids with their C/Y tier, two-size labels as "5-5.5", and no more decimals than
 * the system's grid has.
 */
export function formatSize(size: Formattable, system: SystemId, locale = 'en'): string {
  const decimals = maxDecimals[system] ?? 2;
  const value = typeof size === 'number' ? size : size.value;
  let label = formatNumber(value, locale, decimals);
  if (typeof size !== 'number' && size.upTo !== undefined) label += `-${formatNumber(size.upTo, locale, decimals)}`;
  if (typeof size !== 'number' && (size.scale === 'C' || size.scale === 'Y')) label += size.scale;
  return label;
}
