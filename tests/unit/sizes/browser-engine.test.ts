import { describe, expect, it } from 'vitest';
import {
  brandCharts,
  chartRows,
  conventionRanges,
  convert,
  convertOnChart,
  matchChartRow,
  sizeOptions,
  type ChartTable,
  type ConvertResult,
  type SizeValue,
} from '@/lib/sizes';
import { loadCsv } from './reference-data';

function ok<T extends { ok: true }>(outcome: T | { ok: false }): T {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
  return outcome;
}

function list(outcome: SizeValue[] | { ok: false }): SizeValue[] {
  if (!Array.isArray(outcome)) throw new Error(`expected sizes, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('the browser part of the engine', () => {
  it('converts on a chart handed to it exactly as convert does with the brand slug', () => {
    for (const [brand, gender, system, size] of [
      ['nike', 'men', 'us', '9'],
      ['adidas', 'men', 'eu', '42 2/3'],
      ['shimano', 'men', 'eu', '42'],
      ['clarks', 'kids', 'uk', '13'],
    ] as const) {
      const chart = brandCharts[brand][gender];
      expect(convertOnChart({ gender, system, size, chart })).toEqual(convert({ gender, system, size, brand }));
    }
    expect(convertOnChart({ gender: 'women', footMm: 240 })).toEqual(convert({ gender: 'women', footMm: 240 }));
  });

  it('refuses a chart of another gender, naming the chart’s gender', () => {
    expect(convertOnChart({ gender: 'women', system: 'us', size: '9', chart: brandCharts.nike.men })).toEqual({
      ok: false,
      error: 'unknown-gender',
      input: 'women',
      allowed: ['men'],
    });
  });
});

describe('sizeOptions', () => {
  it('lists a brand column as the brand prints it, in chart order (adidas thirds)', () => {
    const csv = loadCsv('brands/adidas-men.csv');
    const options = list(sizeOptions({ gender: 'men', system: 'eu', chart: brandCharts.adidas.men }));
    expect(options.map((o) => o.label)).toEqual(csv.map((r) => r.eu));
  });

  it('lists a repeated label once (Nike UK 6 is US 6.5 and 7)', () => {
    const csv = loadCsv('brands/nike-men.csv');
    const options = list(sizeOptions({ gender: 'men', system: 'uk', chart: brandCharts.nike.men }));
    expect(options.map((o) => o.label)).toEqual([...new Set(csv.map((r) => r.uk))]);
  });

  it('relabels a chart column for a system based on it (Dr. Martens UK as AU, Shimano EU as BR = EU − 2)', () => {
    const uk = list(sizeOptions({ gender: 'men', system: 'uk', chart: brandCharts['dr-martens'].men }));
    expect(list(sizeOptions({ gender: 'men', system: 'au', chart: brandCharts['dr-martens'].men })).map((o) => o.label)).toEqual(
      uk.map((o) => o.label),
    );
    const eu = list(sizeOptions({ gender: 'men', system: 'eu', chart: brandCharts.shimano.men }));
    expect(list(sizeOptions({ gender: 'men', system: 'br', chart: brandCharts.shimano.men })).map((o) => o.value)).toEqual(
      eu.map((o) => o.value - 2),
    );
  });

  it('lists the generic sizes C then Y for kids and the tables’ EU sizes for men, and every option converts back to itself', () => {
    const us = list(sizeOptions({ gender: 'kids', system: 'us' }));
    const labels = us.map((o) => o.label);
    expect(labels[labels.indexOf('13.5C') + 1]).toBe('1Y');
    for (const option of us) {
      expect(ok<ConvertResult>(convert({ gender: 'kids', system: 'us', size: option })).sizes.us?.label).toBe(option.label);
    }
    const eu = list(sizeOptions({ gender: 'men', system: 'eu' })).map((o) => o.value);
    // The standard table's EU column: rising, half sizes apart where the tables print halves (US 6 and 6.5 share EU 39).
    eu.slice(1).forEach((value, i) => expect(value - (eu[i] ?? 0)).toBeGreaterThan(0));
    for (const value of eu)
      expect(ok<ConvertResult>(convert({ gender: 'men', system: 'eu', size: String(value) })).sizes.eu?.value).toBe(value);
  });

  it('steps a system the chart does not print across the chart’s feet, each option reading back to itself (Clarks prints no US)', () => {
    const us = list(sizeOptions({ gender: 'men', system: 'us', chart: brandCharts.clarks.men }));
    expect(us.length).toBeGreaterThan(10);
    for (const option of us) {
      const result = ok<ConvertResult>(convert({ gender: 'men', brand: 'clarks', system: 'us', size: option.label }));
      expect(result.sizes.uk?.origin).toBe('chart');
    }
  });
});

describe('conventionRanges', () => {
  it('shows where the published tables disagree, men’s and women’s alike (men US 9: EU 41–42.5)', () => {
    const ranges = conventionRanges(ok<ConvertResult>(convert({ gender: 'men', system: 'us', size: '9' })));
    expect([ranges.eu?.min.value, ranges.eu?.max.value, ranges.eu?.published]).toEqual([41, 42.5, true]);
  });

  it('spans the US women’s conventions (+1, +1.5, +2) for a women’s size read from a foot length', () => {
    const result = ok<ConvertResult>(convert({ gender: 'women', footMm: 254, convention: { generic: 'iso' } }));
    const ranges = conventionRanges(result);
    expect(ranges.us?.conventions).toContain('usWomen');
    // 254 mm is exactly 10 in: FIA 3·10 − 21 = 9, common 9.5, Converse 10.
    expect([ranges.us?.min.value, ranges.us?.max.value]).toEqual([9, 10]);
  });

  it('is empty where the brand chart prints every size', () => {
    const result = ok<ConvertResult>(convert({ gender: 'men', brand: 'adidas', system: 'us', size: '9' }));
    const ranges = conventionRanges(result);
    expect(ranges.us).toBeUndefined();
    expect(ranges.eu).toBeUndefined();
  });
});

describe('matchChartRow on a table for the browser', () => {
  it('highlights the adidas row of a foot length', () => {
    const table = ok<ChartTable>(chartRows({ gender: 'men', brand: 'adidas' }));
    const result = ok<ConvertResult>(convertOnChart({ gender: 'men', footMm: 263, chart: brandCharts.adidas.men }));
    expect(table.rows.find((r) => r.id === matchChartRow(table, result))?.sizes.eu?.label).toBe('42 2/3');
  });
});
