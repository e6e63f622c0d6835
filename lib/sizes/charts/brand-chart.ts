import type { BrandSlug } from './slugs';
import { defaultConventions, type ConventionChoice } from '../conventions/conventions';
import { formatSize } from '../model/format-size';
import type { BuyStyle, SizeToBuy, UsPair, Width } from '../model/label-kinds';
import { clean, nearlyEqual } from '../model/grid';
import { INCH_MM, KIDS_RESTART_OFFSET } from '../model/model';
import { parseSize } from '../model/parse-size';
import type { ChartSource } from '../sources';
import { resolveSystem, type FootSystemId } from '../model/systems';
import type { Confidence, Gender, MmRange, SizeScale, SizeValue } from '../model/types';

/**
 * A data column: a size system as the brand prints it, or the foot length a brand publishes in mm
 * (Shimano). A `jp` column is the brand's CM/JP label, which for most brands runs 5–10 mm above the
 * foot it fits (Nike US 9: label 27, foot 26.2 cm); a `cm` column is a published foot length.
 */
export type ChartColumn = FootSystemId | 'footMm';

/** Where a row's foot length comes from: a published length column, else the model on one of its size columns. */
export type FootFrom = 'cm' | 'jp' | 'footMm' | 'inch' | 'us' | 'uk' | 'eu';

export interface BrandChartSpec {
  /** The brand, or null for a standard (consensus) table of the generic converters. */
  brand: BrandSlug | null;
  gender: Gender;
  /** The system the brand sizes by; it names the rows. */
  primary: FootSystemId;
  columns: readonly ChartColumn[];
  footFrom: FootFrom;
  /** Conventions of the model relation a size-based `footFrom` reads through (Nike women: FIA). */
  footConventions?: ConventionChoice;
  source: ChartSource;
  note: string;
  /** Labels exactly as the brand prints them, in column order; null where the chart is blank. */
  rows: ReadonlyArray<ReadonlyArray<string | null>>;
  /** Rows, by primary label, whose evidence differs from the chart's. */
  rowConfidence?: Readonly<Record<string, Confidence>>;
  /**
   * Per row, the spread of the published tables where they disagree, as a two-size label ("41.5-42.5")
   * by system; only standard tables carry it.
   */
  spreads?: ReadonlyArray<Readonly<Partial<Record<FootSystemId, string>>>>;
  /** Rows, by index, that continue a standard table's pattern beyond its published range: their sizes are derived. */
  extendedRows?: ReadonlySet<number>;
  /**
   * A unisex chart's men's and women's US labels per row ([men, women], null where the row has
   * none): `unisex` where the brand prints them in two columns (Converse), `combined` where it
   * prints them as one label "M9/W11" (Crocs). Built by `unisexCharts` (unisex-chart.ts).
   */
  usPairs?: ReadonlyArray<readonly [string | null, string | null]>;
  labelKind?: 'unisex' | 'combined';
  /** The widths the brand makes every size in (Birkenstock: regular and narrow), the usual one first. */
  widths?: readonly Width[];
  /**
   * A size-to-buy chart (Converse's babies and toddlers): per row, the whole size the brand says to
   * buy in each line of shoes for a child who usually wears the row's size, in `styles` order, null
   * where the line is not made for that row.
   */
  sizeToBuy?: { styles: readonly BuyStyle[]; rows: ReadonlyArray<ReadonlyArray<string | null>> };
}

/** What a brand's charts share: every field but the gender and the printed rows. */
export type BrandChartShape = Omit<BrandChartSpec, 'gender' | 'rows'>;

/** A brand's specs by gender, from what its charts share and each gender's printed rows. */
export function brandChartSpecs<G extends Gender>(
  shape: BrandChartShape,
  rows: Readonly<Record<G, BrandChartSpec['rows']>>,
): Record<G, BrandChartSpec> {
  const genders = Object.keys(rows) as G[];
  const specs: Partial<Record<G, BrandChartSpec>> = {};
  for (const gender of genders) specs[gender] = { ...shape, gender, rows: rows[gender] };
  return specs as Record<G, BrandChartSpec>;
}

export interface BrandChartRow {
  id: string;
  /** Centre foot length of the row. */
  footMm: number;
  /** Foot lengths this row covers: from halfway to the previous row to halfway to the next. */
  footLengthMm: MmRange;
  /** The sizes the brand prints on this row, by system. */
  sizes: Partial<Record<FootSystemId, SizeValue>>;
  /** True for a row that continues a standard table's pattern beyond what the tables print. */
  extended: boolean;
  /** Where published tables disagree on this row: the smallest and largest size they give. */
  spread: Partial<Record<FootSystemId, { min: SizeValue; max: SizeValue }>>;
  confidence: Confidence;
  /** On a unisex chart: the men's and women's US labels the brand prints on this row. */
  usPair?: UsPair<SizeValue>;
  /** On a size-to-buy chart: the size to buy for this row's usual size, per line of shoes. */
  sizeToBuy?: SizeToBuy[];
}

export interface BrandChart {
  brand: BrandSlug | null;
  gender: Gender;
  primary: FootSystemId;
  columns: FootSystemId[];
  /** True when rows take their foot length from the brand's own cm/mm column. */
  publishedFootLength: boolean;
  /** The column (or model relation) each row's foot length is read from. */
  footFrom: FootFrom;
  source: ChartSource;
  note: string;
  footLengthMm: MmRange;
  rows: BrandChartRow[];
  labelKind?: 'unisex' | 'combined';
  widths?: readonly Width[];
  /** The lines of shoes a size-to-buy chart names a size for. */
  buyStyles?: readonly BuyStyle[];
}

/** Kids numbering restarts (13.5C → 1Y, UK 13.5 → 1); a drop in a plain column marks the switch. */
function kidsScales(system: FootSystemId): [SizeScale, SizeScale] | null {
  if (system === 'us') return ['C', 'Y'];
  if (system === 'uk') return ['child', 'adult'];
  return null;
}

/** Position on the system's continuous index, so kids sizes order across the restart. */
export function sizeIndex(size: Pick<SizeValue, 'value' | 'scale'>): number {
  return size.scale === 'Y' || size.scale === 'adult' ? size.value + KIDS_RESTART_OFFSET : size.value;
}

// Converse prints a child's foot length in inches to sevenths and sixths ("4 1/7"), which no size label uses.
const PRINTED_INCHES = /^(\d+)(?:\s+(\d+)\/(\d+))?$/;

/** A printed foot length in inches, kept as printed and valued exactly. */
function parseInches(text: string, where: string): SizeValue {
  const match = PRINTED_INCHES.exec(text.trim());
  const [, whole, numerator, denominator] = match ?? [];
  if (!whole || (numerator !== undefined && !(Number(denominator) > Number(numerator))))
    throw new Error(`Unreadable foot length in inches ${where}: ${text}`);
  return { label: text.trim(), value: Number(whole) + (numerator === undefined ? 0 : Number(numerator) / Number(denominator)) };
}

function parseCell(text: string, system: FootSystemId, scale: SizeScale | undefined, where: string): SizeValue {
  if (system === 'inch') return parseInches(text, where);
  const parsed = parseSize(text);
  if (!parsed.ok) throw new Error(`Unreadable chart label ${where}: ${parsed.reason}`);
  const size: Omit<SizeValue, 'label'> = { ...parsed.size };
  if (scale && !size.scale) size.scale = scale;
  return { ...size, label: formatSize(size, system) };
}

function footOf(spec: BrandChartSpec, cells: Partial<Record<ChartColumn, SizeValue>>, where: string): number {
  const printed = cells[spec.footFrom];
  // A row the brand prints no foot length for (Nike women above US 17) reads it from its primary size.
  const from: FootFrom = printed ? spec.footFrom : (spec.primary as FootFrom);
  const cell = printed ?? cells[spec.primary];
  if (!cell) throw new Error(`Chart row ${where} has no ${spec.footFrom} value for its foot length`);
  const mid = (cell.value + (cell.upTo ?? cell.value)) / 2;
  if (from === 'footMm') return mid;
  // SHEIN's JP column is its foot length in cm.
  if (from === 'cm' || from === 'jp') return mid * 10;
  if (from === 'inch') return mid * INCH_MM;
  // Model footing uses fixed conventions: a chart's geometry must not move when a reader picks another convention.
  const system = resolveSystem(from, spec.gender, { ...defaultConventions, ...spec.footConventions });
  if (system?.kind !== 'foot') throw new Error(`No model for ${from}`);
  const lo = system.toFoot(sizeIndex(cell));
  const hi = cell.upTo === undefined ? lo : system.toFoot(sizeIndex({ value: cell.upTo, scale: cell.scale }));
  return (lo + hi) / 2;
}

/** Row ranges meet halfway between neighbouring foot lengths; rows sharing a foot length share a range. */
function rowRanges(centres: number[]): MmRange[] {
  const distinct = centres.filter((c, i) => i === 0 || !nearlyEqual(c, centres[i - 1] ?? Number.NaN));
  const rangeOf = new Map<number, MmRange>();
  distinct.forEach((centre, i) => {
    const previous = distinct[i - 1];
    const next = distinct[i + 1];
    const below = previous === undefined ? (next === undefined ? 2.5 : (next - centre) / 2) : (centre - previous) / 2;
    const above = next === undefined ? below : (next - centre) / 2;
    rangeOf.set(i, { min: clean(centre - below), max: clean(centre + above) });
  });
  let group = -1;
  return centres.map((c, i) => {
    if (i === 0 || !nearlyEqual(c, centres[i - 1] ?? Number.NaN)) group += 1;
    const range = rangeOf.get(group);
    if (!range) throw new Error('chart range bookkeeping');
    return range;
  });
}

function spreadOf(spec: BrandChartSpec, r: number, sizes: Partial<Record<FootSystemId, SizeValue>>): BrandChartRow['spread'] {
  const spread: BrandChartRow['spread'] = {};
  for (const [column, text] of Object.entries(spec.spreads?.[r] ?? {}) as Array<[FootSystemId, string]>) {
    const scale = sizes[column]?.scale;
    const parsed = parseCell(text, column, scale, `${spec.gender} spread row ${r + 1} ${column}`);
    const max = parsed.upTo ?? parsed.value;
    spread[column] = {
      min: { ...parseCell(String(parsed.value), column, scale, 'spread'), ...(scale ? { scale } : {}) },
      max: { ...parseCell(String(max), column, scale, 'spread'), ...(scale ? { scale } : {}) },
    };
  }
  return spread;
}

export function buildBrandChart(spec: BrandChartSpec): BrandChart {
  const restarted = new Set<ChartColumn>();
  const previous = new Map<ChartColumn, number>();

  const parsedRows = spec.rows.map((row, r) => {
    const cells: Partial<Record<ChartColumn, SizeValue>> = {};
    spec.columns.forEach((column, c) => {
      const text = row[c];
      if (text === null || text === undefined) return;
      const where = `${spec.brand}/${spec.gender} row ${r + 1} ${column}`;
      if (column === 'footMm') {
        cells.footMm = parseCell(text, 'mondopoint', undefined, where);
        return;
      }
      const scales = spec.gender === 'kids' ? kidsScales(column) : null;
      let scale: SizeScale | undefined;
      if (scales) {
        const value = parseCell(text, column, undefined, where);
        const before = previous.get(column);
        if (value.scale === undefined && before !== undefined && value.value < before) restarted.add(column);
        previous.set(column, value.value);
        scale = value.scale ?? (restarted.has(column) ? scales[1] : scales[0]);
      }
      cells[column] = parseCell(text, column, scale, where);
    });
    return cells;
  });

  const centres = parsedRows.map((cells, r) => clean(footOf(spec, cells, `${spec.brand}/${spec.gender} row ${r + 1}`)));
  const ranges = rowRanges(centres);
  const columns = spec.columns.filter((c): c is FootSystemId => c !== 'footMm');

  const rows = parsedRows.map((cells, r): BrandChartRow => {
    const sizes: Partial<Record<FootSystemId, SizeValue>> = {};
    for (const column of columns) {
      const cell = cells[column];
      if (cell) sizes[column] = cell;
    }
    // A printed foot length (Birkenstock, Shimano) is the brand's own cm and Mondopoint value, not one worked out.
    if (cells.footMm && cells.footMm.upTo === undefined) {
      sizes.mondopoint ??= cells.footMm;
      sizes.cm ??= parseCell(String(clean(cells.footMm.value / 10)), 'cm', undefined, 'foot length');
    }
    const primary = sizes[spec.primary];
    const primaryLabel = primary?.label ?? String(r + 1);
    // UK kids "1" exists twice (child and adult scale), so the scale joins the id.
    const scale = primary?.scale === 'child' || primary?.scale === 'adult' ? `-${primary.scale}` : '';
    const prefix = spec.brand ? `${spec.brand}-` : '';
    return {
      id: `${prefix}${spec.gender}-${spec.primary}-${primaryLabel.replace(/[^0-9A-Za-z.]+/g, '_')}${scale}`,
      footMm: centres[r] ?? Number.NaN,
      footLengthMm: ranges[r] ?? { min: Number.NaN, max: Number.NaN },
      sizes,
      extended: spec.extendedRows?.has(r) ?? false,
      spread: spreadOf(spec, r, sizes),
      confidence: spec.rowConfidence?.[primaryLabel] ?? spec.source.confidence,
      ...usPairOf(spec, r),
      ...sizeToBuyOf(spec, r, primary?.scale),
    };
  });

  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new Error(`Empty chart ${spec.brand ?? 'standard'}/${spec.gender}`);
  return {
    brand: spec.brand,
    gender: spec.gender,
    primary: spec.primary,
    columns,
    publishedFootLength: spec.footFrom === 'cm' || spec.footFrom === 'jp' || spec.footFrom === 'footMm' || spec.footFrom === 'inch',
    footFrom: spec.footFrom,
    source: spec.source,
    note: spec.note,
    footLengthMm: { min: first.footLengthMm.min, max: last.footLengthMm.max },
    rows,
    ...(spec.labelKind ? { labelKind: spec.labelKind } : {}),
    ...(spec.widths ? { widths: spec.widths } : {}),
    ...(spec.sizeToBuy ? { buyStyles: spec.sizeToBuy.styles } : {}),
  };
}

/** A row's sizes to buy, on the scale of the row's own size (a "2C" row buys a C size). */
function sizeToBuyOf(spec: BrandChartSpec, r: number, scale: SizeScale | undefined): Pick<BrandChartRow, 'sizeToBuy'> {
  if (!spec.sizeToBuy) return {};
  const { styles, rows } = spec.sizeToBuy;
  const cells = rows[r];
  if (cells?.length !== styles.length) throw new Error(`${spec.brand}/${spec.gender} row ${r + 1}: one size to buy per line of shoes`);
  const where = `${spec.brand}/${spec.gender} row ${r + 1} size to buy`;
  return {
    sizeToBuy: styles.map((style, s) => {
      const text = cells[s];
      return { style, size: text === null || text === undefined ? null : parseCell(text, spec.primary, scale, where) };
    }),
  };
}

function usPairOf(spec: BrandChartSpec, r: number): Pick<BrandChartRow, 'usPair'> {
  const pair = spec.usPairs?.[r];
  if (!pair) return {};
  const [men, women] = pair;
  const where = `${spec.brand}/${spec.gender} row ${r + 1}`;
  const usPair: UsPair<SizeValue> = {};
  if (men !== null) usPair.men = parseCell(men, 'us', undefined, `${where} men's US`);
  if (women !== null) usPair.women = parseCell(women, 'us', undefined, `${where} women's US`);
  return { usPair };
}
