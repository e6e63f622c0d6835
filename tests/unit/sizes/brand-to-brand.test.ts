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

  /** Brannock/ISO foot length of a US size (RESEARCH §2): men 3·F_in − 22, women 3·F_in − 21. */
  const brannockFootMm = (us: number, offset = 22) => ((us + offset) / 3) * 25.4;

  /** Each row's foot span: halfway to its neighbours, the way the research's rows tile the foot lengths. */
  function spans(centres: number[]) {
    return centres.map((c, i) => ({
      min: (c + (centres[i - 1] ?? c - (centres[i + 1]! - c))) / 2,
      max: (c + (centres[i + 1] ?? c + (c - centres[i - 1]!))) / 2,
    }));
  }

  it('reads Nike men US 9 as adidas US 9 through the Brannock foot length, with the overlapping adidas rows as candidates', () => {
    const result = ok<BrandToBrandResult>(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'adidas', system: 'us' } }));
    const nikeFoot = brannockFootMm(9);
    const from = { min: brannockFootMm(8.75), max: brannockFootMm(9.25) };
    const adidasFoot = adidas.map((r) => num(r.foot_cm_adidas ?? '') * 10);
    const overlapping = spans(adidasFoot)
      .map((span, i) => ({ us: num(adidas[i]?.us_men ?? ''), overlap: Math.min(span.max, from.max) - Math.max(span.min, from.min) }))
      .filter((c) => c.overlap > 1e-6)
      .map((c) => c.us);
    const nearest = [...adidas].sort((a, b) => Math.abs(num(a.foot_cm_adidas ?? '') * 10 - nikeFoot) - Math.abs(num(b.foot_cm_adidas ?? '') * 10 - nikeFoot))[0];
    expect(result.to.best.size.label).toBe('9');
    expect(result.to.best.size.value).toBe(num(nearest?.us_men ?? ''));
    expect(result.to.candidates.map((c) => c.size.value)).toEqual(overlapping);
    expect(result.differenceMm).toBeCloseTo(num(nearest?.foot_cm_adidas ?? '') * 10 - nikeFoot, 6);
  });

  it('reads Shimano EU 42 (265 mm) as the Nike men’s row whose Brannock foot length is nearest', () => {
    const result = ok<BrandToBrandResult>(brandToBrand({ from: { brand: 'shimano', gender: 'men', system: 'eu', size: '42' }, to: { brand: 'nike', system: 'us' } }));
    const nearest = [...nike].sort((a, b) => Math.abs(brannockFootMm(num(a.us_men ?? '')) - 265) - Math.abs(brannockFootMm(num(b.us_men ?? '')) - 265))[0];
    expect(result.to.best.size.label).toBe(nearest?.us_men);
  });

  it('converts between genders of one brand through foot length (Nike men 9 → women 10 on the 3·F_in − 21 scale)', () => {
    const women = loadCsv('brand_nike_women.csv');
    const result = ok<BrandToBrandResult>(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'nike', system: 'us', gender: 'women' } }));
    const same = women.find((r) => Math.abs(brannockFootMm(num(r.us_women ?? ''), 21) - brannockFootMm(9)) < 1e-6);
    expect(result.to.best.size.value).toBe(num(same?.us_women ?? ''));
    expect(result.to.candidates).toHaveLength(1);
  });

  it('reads a brand size in a generic system, with each overlapping model size as a candidate', () => {
    const result = ok<BrandToBrandResult>(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { system: 'uk' } }));
    // Nike US 9 fits feet of US 8.75–9.25 on the Brannock scale; UK n covers feet of (n ± 0.25 + 23)/3 inches (RESEARCH §2).
    const from = { min: brannockFootMm(8.75), max: brannockFootMm(9.25) };
    const ukSpan = (n: number) => ({ min: ((n - 0.25 + 23) / 3) * 25.4, max: ((n + 0.25 + 23) / 3) * 25.4 });
    const expected = Array.from({ length: 20 }, (_, i) => 4 + i / 2).filter((n) => Math.min(ukSpan(n).max, from.max) - Math.max(ukSpan(n).min, from.min) > 0);
    expect(result.to.candidates.map((c) => c.size.value)).toEqual(expected);
    const nearest = [...expected].sort((a, b) => Math.abs((a + 23) / 3 * 25.4 - brannockFootMm(9)) - Math.abs((b + 23) / 3 * 25.4 - brannockFootMm(9)))[0];
    expect(result.to.best.size.value).toBe(nearest);
    expect(result.to.source.id).toBe('R4');
  });
});

describe('chartRows', () => {
  it('gives a brand chart with its own columns, ids, ranges and source', () => {
    const table = ok<ChartTable>(chartRows({ gender: 'women', brand: 'nike' }));
    const csv = loadCsv('brand_nike_women.csv');
    expect(table.columns).toEqual(['us', 'uk', 'eu']);
    expect(table.labelColumns).toEqual(['brandCm']);
    expect(table.rows.map((r) => r.sizes.us?.label)).toEqual(csv.map((r) => r.us_women));
    expect(table.rows.map((r) => r.labels.brandCm?.label)).toEqual(csv.map((r) => r.cm_nike_chart));
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
