import type { BrandChart, BrandChartRow } from '../charts/brand-chart';
import type { EngineError } from './errors';
import { LABEL_TOLERANCE, nearlyEqual } from './grid';
import type { ParsedSize } from './parse-size';
import type { Gender, SizeValue, SystemId } from './types';

/**
 * Label kinds beyond a plain number that some brands print (issue 25):
 * - a unisex row with a men's and a women's US label (Converse: "M9 / W11" on one row, the brand's
 *   own offset row by row), printed by Crocs as one combined label "M9/W11";
 * - a width beside the size (Birkenstock makes each EU size in a regular and a narrow width);
 * - a size to buy (Converse's babies' and toddlers' chart names, for the size a child usually wears,
 *   the whole size to buy in each line of shoes, as Converse sells whole sizes only).
 * EU sizes in thirds ("42 2/3", "42.67", "42⅔") need no kind of their own: every parser path reads
 * them and every chart lookup matches them within LABEL_TOLERANCE.
 */

export const widths = ['regular', 'narrow'] as const;
export type Width = (typeof widths)[number];

/** The lines of shoes a size-to-buy chart names a size for, in the order the brand prints them. */
export const buyStyles = ['chuckTaylorAllStar', 'otherStyles'] as const;
export type BuyStyle = (typeof buyStyles)[number];

/** The size to buy in one line of shoes; `size` null where the brand makes that line in no size for the row. */
export interface SizeToBuy<T = SizeValue> {
  style: BuyStyle;
  size: T | null;
}

/** The US labels a unisex row carries, by the gender whose scale they are on. */
export interface UsPair<T = number> {
  men?: T;
  women?: T;
}

/** What a label kind adds to a typed size: the gendered US labels it names, or the width asked for. */
export interface LabelKindInput {
  usPair?: UsPair;
  width?: Width;
}

const NUMBER = String.raw`\d{1,2}(?:[.,]\d{1,2})?`;
// "M9/W11", "M 9 / W 11", "m9 w11", "W11", "M9": men's and women's US labels, either or both.
const PAIR = new RegExp(String.raw`^(?:M\s*(${NUMBER}))?\s*(?:[/|]|\s)?\s*(?:W\s*(${NUMBER}))?$`, 'i');
const WIDTH = new RegExp(String.raw`^(.*\S)\s+(${widths.join('|')})$`, 'i');

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * Splits a label kind off a typed size: `{ rest, kind }` where `rest` is the plain number left to
 * parse, or null when the text carries no label kind. An M/W pair is wholly numeric, so its rest is
 * the men's label, else the women's.
 */
export function readLabelKind(text: string): { rest: string; kind: LabelKindInput } | null {
  const width = WIDTH.exec(text);
  if (width) return { rest: width[1] ?? '', kind: { width: (width[2] ?? '').toLowerCase() as Width } };
  if (!/^[MW]/i.test(text)) return null;
  const pair = PAIR.exec(text);
  if (!pair || (pair[1] === undefined && pair[2] === undefined)) return null;
  const usPair: UsPair = {};
  if (pair[1] !== undefined) usPair.men = toNumber(pair[1]);
  if (pair[2] !== undefined) usPair.women = toNumber(pair[2]);
  return { rest: pair[1] ?? pair[2] ?? '', kind: { usPair } };
}

/** "M9 / W11", "M12" or "W5": a unisex row's US labels as the brands print them. */
export function pairLabel(pair: UsPair<Pick<SizeValue, 'label'>>): string {
  return [pair.men && `M${pair.men.label}`, pair.women && `W${pair.women.label}`].filter(Boolean).join(' / ');
}

/** What a row prints beyond its plain sizes, for the answer to show: its US label pair, its widths, its size to buy. */
export interface PrintedLabels {
  /** A unisex row's men's and women's US labels, and the two as one label ("M9 / W11"). */
  usPair?: UsPair<SizeValue> & { label: string };
  /** The width asked for (null when none was) and every width the size is made in, the usual one first. */
  fit?: { width: Width | null; widths: Width[] };
  /** On a size-to-buy chart: the size to buy for the row's usual size, per line of shoes, as the brand prints it. */
  sizeToBuy?: SizeToBuy[];
}

/**
 * Whether any of these charts names a size to buy per line of shoes: the one test of whether a page
 * answering on them (its converter, the logged-in "your size here" box) must ship the size-to-buy words.
 */
export function namesSizeToBuy(charts: readonly (Pick<BrandChart, 'buyStyles'> | null | undefined)[]): boolean {
  return charts.some((chart) => Boolean(chart?.buyStyles?.length));
}

/** A row's label kinds, or undefined on a chart that has none. */
export function printedLabels(chart: BrandChart, row: BrandChartRow, width?: Width): PrintedLabels | undefined {
  if (!row.usPair && !chart.widths && !row.sizeToBuy) return undefined;
  const printed: PrintedLabels = {};
  if (row.usPair) printed.usPair = { ...row.usPair, label: pairLabel(row.usPair) };
  if (chart.widths) printed.fit = { width: width ?? null, widths: [...chart.widths] };
  if (row.sizeToBuy) printed.sizeToBuy = row.sizeToBuy.map((buy) => ({ ...buy }));
  return printed;
}

const malformed = (input: string, reason: string): EngineError => ({ ok: false, error: 'malformed-size', input, reason });

function pairMatches(row: UsPair<SizeValue> | undefined, wanted: UsPair): boolean {
  if (!row) return false;
  const same = (cell: SizeValue | undefined, value: number | undefined) =>
    value === undefined || (cell !== undefined && nearlyEqual(cell.value, value, LABEL_TOLERANCE));
  return same(row.men, wanted.men) && same(row.women, wanted.women);
}

/**
 * Reads a size's label kind against the chart it is asked on: an M/W label names the unisex row it
 * is printed on; on any other chart (or the generic model) only the asked gender's own label is a
 * plain size. A width must be one the brand makes. Returns the row, or the plain size left to look up.
 */
export function lookupLabelKind(
  chart: BrandChart | null,
  gender: Gender,
  system: SystemId,
  size: ParsedSize,
  shown: string,
): { kind: 'row'; row: BrandChartRow } | { kind: 'plain'; size: ParsedSize } | EngineError {
  if (size.width !== undefined && !chart?.widths?.includes(size.width)) {
    return malformed(
      shown,
      chart?.widths ? `this brand makes ${chart.widths.join(' and ')} widths` : 'this chart has no widths; give the size alone',
    );
  }
  const { usPair, ...plain } = size;
  if (!usPair) return { kind: 'plain', size };
  if (system !== 'us') return malformed(shown, 'M and W labels are US sizes');
  if (chart?.labelKind) {
    const rows = chart.rows.filter((row) => pairMatches(row.usPair, usPair));
    const [row, ...more] = rows;
    if (row && more.length === 0) return { kind: 'row', row };
    if (row)
      return {
        ok: false,
        error: 'ambiguous-size',
        input: shown,
        candidates: rows.map((r) => ({ system, size: r.sizes.us ?? { value: Number.NaN, label: '' }, rowId: r.id })),
      };
    return {
      ok: false,
      error: 'not-on-chart',
      input: shown,
      system,
      allowed: chart.rows.flatMap((r) => (r.usPair ? [pairLabel(r.usPair)] : [])),
    };
  }
  const own = gender === 'men' ? usPair.men : gender === 'women' ? usPair.women : undefined;
  const other = gender === 'men' ? usPair.women : usPair.men;
  if (own === undefined || other !== undefined) {
    return malformed(shown, 'only a unisex chart prints men’s and women’s labels on one row; give the size on the chosen gender’s scale');
  }
  return { kind: 'plain', size: { ...plain, value: own } };
}
