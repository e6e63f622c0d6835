import { buildBrandChart, sizeIndex, type BrandChart, type BrandChartSpec } from '../charts/brand-chart';
import { defaultConventions } from '../conventions/conventions';
import { roundToGrid } from './grid';
import { chartSource, type ChartSource } from '../sources';
import { resolveSystem, type FootSystemId } from './systems';
import type { Gender } from './types';

/**
 * The standard tables of the generic converters: for each row, the size most widely used published
 * tables agree on (Foot Locker UK's and Zappos's conversion charts, Japan's JIS S 5037 table as
 * published by knowsize; for kids, the Clarks and Nike kids charts and Kiwi Sizing's table), with the
 * spread they show. The ISO/TS 19407 model is one end of that spread, not the answer. Foot length
 * follows the US size (Brannock: men 3·F_in − 22, women men + 1.5, kids UK child + 1); systems the
 * tables do not print are worked out from it.
 *
 * JP, KR and CN are foot lengths here, like cm and Mondopoint: JIS S 5037 defines the Japanese size as
 * "the size of the foot that fits the shoe" (AIST, RESEARCH S16, S17), China's GB/T 43293-2022 marks
 * foot length in mm (S12, S13), and the Korean chart quoted by Asiae puts KR 240 at men's US 6.5, a
 * 241 mm Brannock foot (S18). The CM/JP label brands print runs about 8 mm above that foot (Nike
 * cm = US + 18, RunRepeat's measured Nike feet, S54); it stays on the brand pages, as the brand's
 * shoe label, and the tables' JP label column (knowsize's US + 18) is not used.
 */

// Men: [US, UK, EU] and the EU spread of the published tables (Foot Locker, Zappos, JIS).
const menRows: ReadonlyArray<readonly [string, string, string, string]> = [
  ['5.5', '5', '38', '38'],
  ['6', '5.5', '39', '38.5-39'],
  ['6.5', '6', '39.5', '39-39.5'],
  ['7', '6.5', '40', '40'],
  ['7.5', '7', '40.5', '40-41'],
  ['8', '7.5', '41', '41'],
  ['8.5', '8', '41.5', '41-42'],
  ['9', '8.5', '42', '42-42.5'],
  ['9.5', '9', '42.5', '42-43'],
  ['10', '9.5', '43', '43-44'],
  ['10.5', '10', '43.5', '43-44.5'],
  ['11', '10.5', '44', '44-45'],
  ['11.5', '11', '44.5', '44-45'],
  ['12', '11.5', '45', '45'],
  ['12.5', '12', '45.5', '45-46'],
  ['13', '12.5', '46', '46'],
  ['13.5', '13', '46.5', '46-47'],
  ['14', '13.5', '47', '47'],
  ['14.5', '14', '47.5', '47-48'],
  ['15', '14.5', '48', '48'],
  ['15.5', '15', '48.5', '48-49'],
  ['16', '15.5', '49', '49'],
];
// Women: [US, UK, EU, EU spread, UK spread]; the spreads include the JIS S 5037 table.
const womenRows: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['4.5', '2.5', '35', '34-35', '2-2.5'],
  ['5', '3', '35.5', '35-36', '2.5-3'],
  ['5.5', '3.5', '36', '35.5-36', '3-3.5'],
  ['6', '4', '36.5', '36-37', '3.5-4'],
  ['6.5', '4.5', '37', '37', '4-4.5'],
  ['7', '5', '37.5', '37-38', '4.5-5'],
  ['7.5', '5.5', '38', '38', '5-5.5'],
  ['8', '6', '38.5', '38-39', '5.5-6'],
  ['8.5', '6.5', '39', '39', '6-6.5'],
  ['9', '7', '39.5', '39-40', '6.5-7'],
  ['9.5', '7.5', '40', '40', '7-7.5'],
  ['10', '8', '40.5', '40-41', '7.5-8'],
  ['10.5', '8.5', '41', '41-42', '8-8.5'],
  ['11', '9', '41.5', '41-42', '9'],
  ['11.5', '9.5', '42', '42', '9.5'],
  ['12', '10', '42.5', '42-43', '10'],
  ['12.5', '10.5', '43', '43', '10.5'],
  ['13', '11', '43.5', '43-44', '11'],
  ['13.5', '11.5', '44', '44', '11.5'],
  ['14', '12', '44.5', '44-45', '12'],
];
// Kids: [US, UK, EU, EU spread]: EU halfway between the Clarks and Nike kids charts and Kiwi Sizing's table, rounded up to the half size (7C and 9C down, so no two rows share an EU size).
const kidsRows: ReadonlyArray<readonly [string, string, string, string]> = [
  ['1C', '0', '16', '16'],
  ['1.5C', '0.5', '16.5', '16.5'],
  ['2C', '1', '17', '17'],
  ['2.5C', '1.5', '18', '17.5-18'],
  ['3C', '2', '18.5', '18-18.5'],
  ['3.5C', '2.5', '19', '18.5-19'],
  ['4C', '3', '19.5', '19-19.5'],
  ['4.5C', '3.5', '20', '19.5-20'],
  ['5C', '4', '20.5', '20-21'],
  ['5.5C', '4.5', '21', '20.5-21'],
  ['6C', '5', '21.5', '21-22'],
  ['6.5C', '5.5', '22', '22'],
  ['7C', '6', '23', '23-23.5'],
  ['7.5C', '6.5', '23.5', '23-23.5'],
  ['8C', '7', '24.5', '24-25'],
  ['8.5C', '7.5', '25', '25'],
  ['9C', '8', '25.5', '25.5-26'],
  ['9.5C', '8.5', '26', '26'],
  ['10C', '9', '27', '27'],
  ['10.5C', '9.5', '27.5', '27-27.5'],
  ['11C', '10', '28', '28'],
  ['11.5C', '10.5', '29', '28.5-29'],
  ['12C', '11', '29.5', '29-30'],
  ['12.5C', '11.5', '30', '29.5-30'],
  ['13C', '12', '30.5', '30-31'],
  ['13.5C', '12.5', '31.5', '31-31.5'],
  ['1Y', '13', '32', '32'],
  ['1.5Y', '13.5', '33', '32.5-33'],
  ['2Y', '1', '33.5', '33-33.5'],
  ['2.5Y', '1.5', '34', '33.5-34'],
  ['3Y', '2', '34.5', '34-35'],
  ['3.5Y', '2.5', '35.5', '35-35.5'],
  ['4Y', '3', '36', '35.5-36'],
  ['4.5Y', '3.5', '36.5', '36-36.5'],
  ['5Y', '4', '37.5', '37-37.5'],
  ['5.5Y', '4.5', '38', '37.5-38'],
  ['6Y', '5', '38.5', '38-38.5'],
  ['6.5Y', '5.5', '39', '38.5-39'],
  ['7Y', '6', '40', '40'],
];

type Row = readonly string[];

/** "10C" → 10, "1Y" → 14, "9" → 9: a US label on one continuous index. */
function usIndex(label: string): number {
  const value = Number.parseFloat(label);
  return label.endsWith('Y') ? value + 13 : value;
}

function usLabel(index: number, kids: boolean): string {
  if (!kids) return String(index);
  return index >= 14 ? `${index - 13}Y` : `${index}C`;
}

function ukLabel(value: number, kids: boolean): string {
  return kids && value >= 14 ? String(value - 13) : String(value);
}

/**
 * Every row of the three tables stands on one grid of foot lengths, foot = b · 25.4/3 (Brannock), with
 * b = men's US + 22 = women's US − 1.5 + 22 = kids' US index + 9 (7Y is men's 7, S52).
 */
const barleycorns: Record<Gender, (usIndex: number) => number> = {
  men: (us) => us + 22,
  women: (us) => us + 20.5,
  kids: (index) => index + 9,
};

interface PublishedEu {
  eu: number;
  spread: readonly [number, number];
}

/** "41-42" → [41, 42]; "42" → [42, 42]. */
function bounds(cell: string): readonly [number, number] {
  const [lo = '', hi] = cell.split('-');
  return [Number(lo), Number(hi ?? lo)];
}

function publishedEu(
  gender: Gender,
  rows: ReadonlyArray<readonly [string, string, string, string, ...string[]]>,
): Map<number, PublishedEu> {
  return new Map(rows.map(([us, , eu, spread]) => [barleycorns[gender](usIndex(us)), { eu: Number(eu), spread: bounds(spread) }]));
}

const menEu = publishedEu('men', menRows);
const womenEu = publishedEu('women', womenRows);
const kidsEu = publishedEu('kids', kidsRows);
const lastMen = Math.max(...menEu.keys());
const firstKids = Math.min(...kidsEu.keys());

/**
 * EU is one scale for men, women and children (RESEARCH §3.3, §5), so one EU size answers each foot
 * length on every page: the men's tables' where they print one, the kids' tables' below them, and one
 * EU size per US size beyond both (the tables' own step). The women's tables print EU one size lower
 * than the men's for the same foot (women's US 10.5 = EU 41, men's US 9 = EU 42); they stay in the
 * spread, with the brands' women's charts (Nike W 10.5 = EU 42.5, ASICS W 10 = EU 42) on the men's side.
 */
function unisexEu(b: number): number {
  const printed = kidsEu.get(b) ?? menEu.get(b);
  if (printed) return printed.eu;
  if (b > lastMen) return (menEu.get(lastMen)?.eu ?? Number.NaN) + (b - lastMen);
  return (kidsEu.get(firstKids)?.eu ?? Number.NaN) - (firstKids - b);
}

/** Every EU size the men's, women's and kids' tables print (or give as their spread) for one foot length. */
function euSpread(b: number): string | undefined {
  const published = [menEu.get(b), womenEu.get(b), kidsEu.get(b)].filter((p): p is PublishedEu => p !== undefined);
  if (published.length === 0) return undefined;
  const ends = [unisexEu(b), ...published.flatMap((p) => [p.eu, ...p.spread])];
  const min = Math.min(...ends);
  const max = Math.max(...ends);
  return min === max ? String(min) : `${min}-${max}`;
}

/**
 * Rows below and above the published ones, one per half US size, continuing the tables’ own step
 * (one UK size per US size) up to the foot lengths the converter accepts. They keep the answer
 * continuous and never smaller for a longer foot; their sizes are derived, not printed.
 */
function extend(
  rows: readonly Row[],
  below: number,
  above: number,
  gender: Gender,
): { rows: Row[]; extended: Set<number>; spreads: Array<Partial<Record<FootSystemId, string>>> } {
  const kids = gender === 'kids';
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new Error('empty standard table');
  const shifted = (edge: Row, index: number): Row => {
    const by = index - usIndex(edge[0] ?? '');
    // Kids UK is US − 1 on the continuous index (UK child 13.5 is followed by adult 1).
    return [usLabel(index, kids), kids ? ukLabel(index - 1, true) : String(Number(edge[1]) + by)];
  };
  const before: Row[] = [];
  for (let index = usIndex(first[0] ?? '') - 0.5; index >= below; index -= 0.5) before.unshift(shifted(first, index));
  const after: Row[] = [];
  for (let index = usIndex(last[0] ?? '') + 0.5; index <= above; index += 0.5) after.push(shifted(last, index));
  const all = [...before, ...rows.map((row) => row.slice(0, 2)), ...after];
  const extended = new Set<number>([...before.keys(), ...after.map((_, i) => before.length + rows.length + i)]);
  const ukSpreads = new Map(rows.map((row) => [row[0], row[4]]));
  const spreads = all.map(([us = '']) => {
    const eu = euSpread(barleycorns[gender](usIndex(us)));
    const uk = gender === 'women' ? ukSpreads.get(us) : undefined;
    return { ...(eu ? { eu } : {}), ...(uk ? { uk } : {}) };
  });
  const withEu = all.map((row) => [...row, String(unisexEu(barleycorns[gender](usIndex(row[0] ?? ''))))]);
  return { rows: withEu, extended, spreads };
}

const adultSource = chartSource('FOOTLOCKER', 'secondary', ['ZAPPOS', 'S17', 'R4']);
const kidsSource = chartSource('KIWI', 'secondary', ['NIKE-K', 'R6', 'R4']);

const euNote =
  'EU is one scale for everyone: one EU size per foot length on every page, the men’s tables’ where they print one (the women’s tables print one size lower and stay in the spread).';
const jpNote = 'JP, KR and CN are the foot length (JIS S 5037, GB/T 43293-2022); brands print a shoe label about 1 cm above it.';

/** Each gender's published rows, how far its table extends (each reaches the foot lengths its converter accepts, domains.ts, so no foot falls off a table onto the model), its source and note. */
const tables: Record<Gender, { rows: readonly Row[]; below: number; above: number; source: ChartSource; note: string }> = {
  men: {
    rows: menRows,
    below: 1.5,
    above: 20.5,
    source: adultSource,
    note: `US = UK + 0.5 and EU = US + 33 as Foot Locker and Zappos print them; US 6.5 takes JIS’s 39.5 (the others print 39 for both 6 and 6.5, and one EU size cannot name two rows). ${euNote} ${jpNote}`,
  },
  women: {
    rows: womenRows,
    below: 2.5,
    above: 19.5,
    source: adultSource,
    note: `US = UK + 2 as Foot Locker and Zappos print it. ${euNote} ${jpNote}`,
  },
  kids: {
    rows: kidsRows,
    below: 1,
    above: 21.5,
    source: kidsSource,
    note: `US kids = UK + 1 (Clarks, Kiwi Sizing); EU within half a size of every kids chart on the site. ${euNote} ${jpNote}`,
  },
};

function standardSpec(gender: Gender): BrandChartSpec {
  const table = tables[gender];
  const extended = extend(table.rows, table.below, table.above, gender);
  return {
    brand: null,
    gender,
    primary: 'us',
    columns: ['us', 'uk', 'eu'],
    footFrom: 'us',
    source: table.source,
    note: table.note,
    rows: extended.rows,
    extendedRows: extended.extended,
    spreads: extended.spreads,
  };
}

/** Widens each row's spread to the ISO/TS 19407 model's answer for the row's foot length. */
function withModelEnd(chart: BrandChart): BrandChart {
  for (const row of chart.rows) {
    if (row.extended) continue;
    for (const column of chart.columns) {
      const printed = row.sizes[column];
      const system = resolveSystem(column, chart.gender, defaultConventions);
      if (!printed || system?.kind !== 'foot') continue;
      const model = system.sizeAt(roundToGrid(system.fromFoot(row.footMm), system.step));
      const spread = row.spread[column] ?? { min: printed, max: printed };
      if (sizeIndex(model) < sizeIndex(spread.min)) spread.min = model;
      if (sizeIndex(model) > sizeIndex(spread.max)) spread.max = model;
      if (sizeIndex(spread.min) !== sizeIndex(spread.max)) row.spread[column] = spread;
      else delete row.spread[column];
    }
  }
  return chart;
}

const built = new Map<Gender, BrandChart>();

function standardChart(gender: Gender): BrandChart {
  let chart = built.get(gender);
  if (!chart) {
    chart = withModelEnd(buildBrandChart(standardSpec(gender)));
    built.set(gender, chart);
  }
  return chart;
}

/**
 * Each table is built on first use: a converter page reads one or two of them, and building all
 * three when the engine loaded was the longest task of a page's start in the browser.
 */
export const standardCharts: Readonly<Record<Gender, BrandChart>> = {
  get men() {
    return standardChart('men');
  },
  get women() {
    return standardChart('women');
  },
  get kids() {
    return standardChart('kids');
  },
};
