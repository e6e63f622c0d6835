import { describe, expect, it } from 'vitest';
import { brandToBrand, chartRows, convert, matchChartRow, type BrandToBrandResult, type ChartTable, type ConvertResult } from '@/lib/sizes';
import { loadCsv, num } from './reference-data';

function ok<T extends { ok: true }>(outcome: T | { ok: false }): T {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('brandToBrand', () => {
  const adidas = loadCsv('brand_adidas.csv');
  const nike = loadCsv('brand_nike_men.csv');

  it('reads Nike men US 9 (27 cm) in adidas through foot length: the adidas rows either side of 27 cm, best the nearer', () => {
    const result = ok<BrandToBrandResult>(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'adidas', system: 'us' } }));
    const nikeCm = num(nike.find((r) => r.us_men === '9')?.cm_nike_chart ?? '');
    const byDistance = [...adidas].sort((a, b) => Math.abs(num(a.foot_cm_adidas ?? '') - nikeCm) - Math.abs(num(b.foot_cm_adidas ?? '') - nikeCm));
    expect(result.to.best.size.value).toBe(num(byDistance[0]?.us_men ?? ''));
    expect(result.to.candidates.map((c) => c.size.value).sort()).toEqual([byDistance[0], byDistance[1]].map((r) => num(r?.us_men ?? '')).sort());
    expect(result.differenceMm).toBeCloseTo((num(byDistance[0]?.foot_cm_adidas ?? '') - nikeCm) * 10, 6);
  });

  it('reads Shimano EU 42 (265 mm) as Nike men US 8.5 (26.5 cm)', () => {
    const result = ok<BrandToBrandResult>(brandToBrand({ from: { brand: 'shimano', gender: 'men', system: 'eu', size: '42' }, to: { brand: 'nike', system: 'us' } }));
    expect(result.to.best.size.label).toBe(nike.find((r) => r.cm_nike_chart === '26.5')?.us_men);
  });

  it('converts between genders of one brand (Nike men 9 → women via cm: W 10 at 27 cm)', () => {
    const women = loadCsv('brand_nike_women.csv');
    const result = ok<BrandToBrandResult>(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'nike', system: 'us', gender: 'women' } }));
    expect(result.to.best.size.value).toBe(num(women.find((r) => r.cm_nike_chart === '27')?.us_women ?? ''));
    expect(result.to.candidates).toHaveLength(1);
  });

  it('reads a brand size in a generic system, with each overlapping model size as a candidate', () => {
    const result = ok<BrandToBrandResult>(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { system: 'uk' } }));
    // Nike US 9 is 27 cm, its row spanning 267.5–272.5 mm; UK n covers feet of (n ± 0.25 + 23)/3 inches (RESEARCH §2).
    const from = { min: 267.5, max: 272.5 };
    const ukSpan = (n: number) => ({ min: ((n - 0.25 + 23) / 3) * 25.4, max: ((n + 0.25 + 23) / 3) * 25.4 });
    const expected = Array.from({ length: 20 }, (_, i) => 4 + i / 2).filter((n) => Math.min(ukSpan(n).max, from.max) - Math.max(ukSpan(n).min, from.min) > 0);
    expect(result.to.candidates.map((c) => c.size.value)).toEqual(expected);
    const nearest = [...expected].sort((a, b) => Math.abs((a + 23) / 3 * 25.4 - 270) - Math.abs((b + 23) / 3 * 25.4 - 270))[0];
    expect(result.to.best.size.value).toBe(nearest);
    expect(result.to.source.id).toBe('R4');
  });
});

describe('chartRows', () => {
  it('gives a brand chart with its own columns, ids, ranges and source', () => {
    const table = ok<ChartTable>(chartRows({ gender: 'women', brand: 'nike' }));
    const csv = loadCsv('brand_nike_women.csv');
    expect(table.columns).toEqual(['us', 'uk', 'eu', 'cm']);
    expect(table.rows.map((r) => r.sizes.us?.label)).toEqual(csv.map((r) => r.us_women));
    expect(table.source.url).toContain('lorenzocermeno');
  });

  it('gives a country table keyed on the country’s system with the preset’s columns', () => {
    const table = ok<ChartTable>(chartRows({ gender: 'men', country: 'japanese' }));
    expect(table.primary).toBe('jp');
    expect(table.columns).toEqual(['jp', 'us', 'uk', 'eu', 'cm']);
    const values = table.rows.map((r) => r.sizes.jp?.value ?? 0);
    values.slice(1).forEach((v, i) => expect(v - (values[i] ?? 0)).toBe(0.5));
  });

  it('can show a brand chart in a country’s columns', () => {
    const table = ok<ChartTable>(chartRows({ gender: 'men', brand: 'nike', country: 'brazilian' }));
    expect(table.columns).toEqual(['us', 'br', 'uk', 'eu', 'cm']);
    const row = table.rows.find((r) => r.sizes.us?.label === '9');
    expect(row?.sizes.br?.value).toBe((row?.sizes.eu?.value ?? 0) - 2);
  });

  it('gives the kids table across the C/Y restart without repeating a row', () => {
    const table = ok<ChartTable>(chartRows({ gender: 'kids' }));
    const labels = table.rows.map((r) => r.sizes.us?.label);
    expect(labels).toContain('13.5C');
    expect(labels[labels.indexOf('13.5C') + 1]).toBe('1Y');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('lets a page highlight the row of a conversion, brand or generic', () => {
    const brandTable = ok<ChartTable>(chartRows({ gender: 'men', brand: 'adidas' }));
    const brandResult = ok<ConvertResult>(convert({ gender: 'men', brand: 'adidas', system: 'eu', size: '42 2/3' }));
    expect(brandTable.rows.find((r) => r.id === matchChartRow(brandTable, brandResult))?.sizes.us?.label).toBe('9');

    const table = ok<ChartTable>(chartRows({ gender: 'men', country: 'european' }));
    const result = ok<ConvertResult>(convert({ gender: 'men', system: 'uk', size: '8' }));
    const row = table.rows.find((r) => r.id === matchChartRow(table, result));
    expect(row?.sizes.eu?.label).toBe(result.sizes.eu?.label);
    expect(row?.sizes.uk?.label).toBe(result.sizes.uk?.label);
  });
});
