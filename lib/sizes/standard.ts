import { buildBrandChart, sizeIndex, type BrandChart, type BrandChartSpec } from './brand-chart';
import { defaultConventions } from './conventions';
import { roundToGrid } from './grid';
import { chartSource } from './sources';
import { resolveSystem, type FootSystemId } from './systems';
import type { Gender } from './types';

/**
 * The standard tables of the generic converters: for each row, the size most widely used published
 * tables agree on (Foot Locker UK's and Zappos's conversion charts, Japan's JIS S 5037 table as
 * published by knowsize; for kids, the Clarks and Nike kids charts and Kiwi Sizing's table), with the
 * spread they show. The ISO/TS 19407 model is one end of that spread, not the answer. Foot length
 * follows the US size (Brannock: men 3·F_in − 22, women men + 1.5, kids UK child + 1); systems the
 * tables do not print (cm, Mondopoint, KR, CN…) are worked out from it.
 */

// Men: [US, UK, EU, JP label] and the EU spread of the published tables (Foot Locker, Zappos, JIS).
const menRows: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['5.5', '5', '38', '23.5', '38'],
  ['6', '5.5', '39', '24', '38.5-39'],
  ['6.5', '6', '39.5', '24.5', '39-39.5'],
  ['7', '6.5', '40', '25', '40'],
  ['7.5', '7', '40.5', '25.5', '40-41'],
  ['8', '7.5', '41', '26', '41'],
  ['8.5', '8', '41.5', '26.5', '41-42'],
  ['9', '8.5', '42', '27', '42-42.5'],
  ['9.5', '9', '42.5', '27.5', '42-43'],
  ['10', '9.5', '43', '28', '43-44'],
  ['10.5', '10', '43.5', '28.5', '43-44.5'],
  ['11', '10.5', '44', '29', '44-45'],
  ['11.5', '11', '44.5', '29.5', '44-45'],
  ['12', '11.5', '45', '30', '45'],
  ['12.5', '12', '45.5', '30.5', '45-46'],
  ['13', '12.5', '46', '31', '46'],
  ['13.5', '13', '46.5', '31.5', '46-47'],
  ['14', '13.5', '47', '32', '47'],
  ['14.5', '14', '47.5', '32.5', '47-48'],
  ['15', '14.5', '48', '33', '48'],
  ['15.5', '15', '48.5', '33.5', '48-49'],
  ['16', '15.5', '49', '34', '49'],
];
// Women: [US, UK, EU, JP label, EU spread, UK spread, JP spread]; the spreads include the JIS S 5037 table.
const womenRows: ReadonlyArray<readonly [string, string, string, string, string, string, string]> = [
  ['4.5', '2.5', '35', '21.5', '34-35', '2-2.5', '21.5'],
  ['5', '3', '35.5', '22', '35-36', '2.5-3', '22'],
  ['5.5', '3.5', '36', '22.5', '35.5-36', '3-3.5', '22.5'],
  ['6', '4', '36.5', '23', '36-37', '3.5-4', '23'],
  ['6.5', '4.5', '37', '23.5', '37', '4-4.5', '23-23.5'],
  ['7', '5', '37.5', '24', '37-38', '4.5-5', '23.5-24'],
  ['7.5', '5.5', '38', '24.5', '38', '5-5.5', '24-24.5'],
  ['8', '6', '38.5', '25', '38-39', '5.5-6', '24-25'],
  ['8.5', '6.5', '39', '25.5', '39', '6-6.5', '24.5-25.5'],
  ['9', '7', '39.5', '26', '39-40', '6.5-7', '25-26'],
  ['9.5', '7.5', '40', '26.5', '40', '7-7.5', '25.5-26.5'],
  ['10', '8', '40.5', '27', '40-41', '7.5-8', '26-27'],
  ['10.5', '8.5', '41', '27.5', '41-42', '8-8.5', '26.5-27.5'],
  ['11', '9', '41.5', '28', '41-42', '9', '28'],
  ['11.5', '9.5', '42', '28.5', '42', '9.5', '28.5'],
  ['12', '10', '42.5', '29', '42-43', '10', '29'],
  ['12.5', '10.5', '43', '29.5', '43', '10.5', '29.5'],
  ['13', '11', '43.5', '30', '43-44', '11', '30'],
  ['13.5', '11.5', '44', '30.5', '44', '11.5', '30.5'],
  ['14', '12', '44.5', '31', '44-45', '12', '31'],
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
 * Rows below and above the published ones, one per half US size, continuing the tables’ own step
 * (one UK, EU and JP size per US size) up to the foot lengths the converter accepts. They keep the
 * answer continuous and never smaller for a longer foot; their sizes are derived, not printed.
 */
function extend(
  rows: readonly Row[],
  columns: number,
  below: number,
  above: number,
  kids: boolean,
): { rows: Row[]; extended: Set<number> } {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new Error('empty standard table');
  const shifted = (edge: Row, index: number): Row => {
    const by = index - usIndex(edge[0] ?? '');
    const cells = [usLabel(index, kids)];
    // Kids UK is US − 1 on the continuous index (UK child 13.5 is followed by adult 1).
    cells.push(kids ? ukLabel(index - 1, true) : String(Number(edge[1]) + by));
    for (let c = 2; c < columns; c += 1) cells.push(String(Number(edge[c]) + by));
    return cells;
  };
  const before: Row[] = [];
  for (let index = usIndex(first[0] ?? '') - 0.5; index >= below; index -= 0.5) before.unshift(shifted(first, index));
  const after: Row[] = [];
  for (let index = usIndex(last[0] ?? '') + 0.5; index <= above; index += 0.5) after.push(shifted(last, index));
  const all = [...before, ...rows.map((row) => row.slice(0, columns)), ...after];
  const extended = new Set<number>([...before.keys(), ...after.map((_, i) => before.length + rows.length + i)]);
  return { rows: all, extended };
}

const men = extend(menRows, 4, 2, 20.5, false);
const women = extend(womenRows, 4, 2.5, 19.5, false);
const kids = extend(kidsRows, 3, 1, 21.5, true);

/** Spreads follow the published rows; extended rows have none. */
function spreadsFor<T extends Row>(
  rows: readonly T[],
  extendedBefore: number,
  spread: (row: T) => Readonly<Partial<Record<FootSystemId, string>>>,
) {
  return [...Array.from({ length: extendedBefore }, () => ({})), ...rows.map(spread)];
}

const adultSource = chartSource('FOOTLOCKER', 'secondary', ['ZAPPOS', 'S17', 'R4']);
const kidsSource = chartSource('KIWI', 'secondary', ['NIKE-K', 'R6', 'R4']);

const menSpec: BrandChartSpec = {
  brand: null,
  gender: 'men',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'jp'],
  footFrom: 'us',
  source: adultSource,
  note: 'US = UK + 0.5 and EU = US + 33 as Foot Locker and Zappos print them; US 6.5 takes JIS’s 39.5 (the others print 39 for both 6 and 6.5, and one EU size cannot name two rows). JP is the label Japanese shops use (US + 18, as JIS, Nike, adidas and ASICS print it).',
  rows: men.rows,
  extendedRows: men.extended,
  spreads: spreadsFor(menRows, [...men.extended].filter((i) => i < men.rows.length / 2).length, ([, , , , eu]) => ({ eu })),
};

const womenSpec: BrandChartSpec = {
  brand: null,
  gender: 'women',
  primary: 'us',
  columns: ['us', 'uk', 'eu', 'jp'],
  footFrom: 'us',
  source: adultSource,
  note: 'US = UK + 2 as Foot Locker and Zappos print it; EU halfway where they give two sizes; JP as the brands label it (US + 17), JIS half a size lower.',
  rows: women.rows,
  extendedRows: women.extended,
  spreads: spreadsFor(womenRows, [...women.extended].filter((i) => i < women.rows.length / 2).length, ([, , , , eu, uk, jp]) => ({
    eu,
    uk,
    jp,
  })),
};

const kidsSpec: BrandChartSpec = {
  brand: null,
  gender: 'kids',
  primary: 'us',
  columns: ['us', 'uk', 'eu'],
  footFrom: 'us',
  source: kidsSource,
  note: 'US kids = UK + 1 (Clarks, Kiwi Sizing); EU within half a size of every kids chart on the site.',
  rows: kids.rows,
  extendedRows: kids.extended,
  spreads: spreadsFor(kidsRows, [...kids.extended].filter((i) => i < kids.rows.length / 2).length, ([, , , eu]) => ({ eu })),
};

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

export const standardCharts: Readonly<Record<Gender, BrandChart>> = {
  men: withModelEnd(buildBrandChart(menSpec)),
  women: withModelEnd(buildBrandChart(womenSpec)),
  kids: withModelEnd(buildBrandChart(kidsSpec)),
};
