import { describe, expect, it } from 'vitest';
import {
  brandToBrand,
  chartRows,
  convert,
  matchChartRow,
  type BrandToBrandResult,
  type ChartTable,
  type ConvertResult,
  type SystemId,
} from '@/lib/sizes';
import { loadCsv, num } from './reference-data';

function ok<T extends { ok: true }>(outcome: T | { ok: false }): T {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('brandToBrand', () => {
  const b2b = (
    fromBrand: string | null,
    gender: 'men' | 'women',
    system: SystemId,
    size: string,
    toBrand: string | null,
    toSystem: SystemId,
    toGender?: 'men' | 'women',
  ) =>
    ok<BrandToBrandResult>(
      brandToBrand({
        from: { brand: fromBrand, gender, system, size },
        to: { brand: toBrand, system: toSystem, ...(toGender ? { gender: toGender } : {}) },
      }),
    );

  it('answers Nike US 9 with ASICS US 9 and ASICS US 9 with Nike US 9: both print US 9 = EU 42.5 = 27', () => {
    expect(b2b('nike', 'men', 'us', '9', 'asics', 'us').to.candidates.map((c) => c.size.label)).toEqual(['9']);
    expect(b2b('asics', 'men', 'us', '9', 'nike', 'us').to.best.size.label).toBe('9');
    expect(b2b('nike', 'men', 'us', '9', 'asics', 'eu').to.best.size.label).toBe('42.5');
  });

  it('is symmetric for every label two brands both print in the same system', () => {
    const charts = ['nike', 'adidas', 'asics', 'puma', 'timberland', 'merrell'];
    for (const gender of ['men', 'women'] as const) {
      for (const a of charts) {
        for (const b of charts.filter((other) => other !== a)) {
          const rowsA = loadCsv(`brands/${a}-${gender}.csv`);
          const rowsB = loadCsv(`brands/${b}-${gender}.csv`);
          const shared = rowsA.map((row) => row.us).filter((us) => rowsB.some((row) => row.us === us));
          for (const us of shared) {
            const there = b2b(a, gender, 'us', us ?? '', b, 'us');
            expect(there.to.best.size.label, `${gender} ${a} US ${us} → ${b}`).toBe(us);
            expect(b2b(b, gender, 'us', us ?? '', a, 'us').to.best.size.label).toBe(us);
            expect(there.to.best.size.origin).toBe('chart');
          }
        }
      }
    }
  }, 120_000);

  it('reads a label the other brand does not print through foot length: Shimano EU 42.5 (268 mm) → the UGG row nearest on the model', () => {
    const ugg = loadCsv('brand_stockx_fallback_us_eu.csv').filter((row) => row.brand === 'UGG' && row.gender === 'men');
    const shimano = loadCsv('brand_shimano.csv').find((row) => row.eu === '42.5');
    const footOfEu = (eu: number) => ((eu - 2) * 20) / 3;
    const nearest = [...ugg].sort(
      (x, y) =>
        Math.abs(footOfEu(num(x.eu ?? '')) - num(shimano?.foot_length_mm ?? '')) -
        Math.abs(footOfEu(num(y.eu ?? '')) - num(shimano?.foot_length_mm ?? '')),
    )[0];
    const result = b2b('shimano', 'men', 'eu', '42.5', 'ugg', 'us');
    expect(result.to.best.size.value).toBe(num(nearest?.us ?? ''));
    expect(result.differenceMm).toBeCloseTo(footOfEu(num(nearest?.eu ?? '')) - num(shimano?.foot_length_mm ?? ''), 6);
  });

  it('converts between genders of one brand through the foot lengths Nike prints (men 9, 26.2 cm → the women’s row nearest)', () => {
    const women = loadCsv('brands/nike-women.csv').filter((row) => row.cm);
    const nearest = [...women].sort((x, y) => Math.abs(num(x.cm ?? '') - 26.2) - Math.abs(num(y.cm ?? '') - 26.2))[0];
    expect(b2b('nike', 'men', 'us', '9', 'nike', 'us', 'women').to.best.size.label).toBe(nearest?.us);
  });

  it('reads a brand size on the generic tables through the label both print in the asked system (Nike US 9 prints UK 8 → the tables’ UK 8)', () => {
    const nike = loadCsv('brands/nike-men.csv').find((row) => row.us === '9');
    const footLocker = loadCsv('tables/footlocker-uk-men.csv').find((row) => row.uk === nike?.uk);
    expect(footLocker).toBeDefined();
    const result = b2b('nike', 'men', 'us', '9', null, 'uk');
    expect(result.to.best.size.value).toBe(num(footLocker?.uk ?? ''));
    expect(result.to.best.size.origin).toBe('chart');
    expect(result.to.source.id).toBe('FOOTLOCKER');
    expect(b2b('nike', 'men', 'us', '9', null, 'us').to.best.size.label).toBe('9');
  });

  it('links through the asked system when the source prints it: Nike US 8 prints EU 41, so Shimano answers EU 41, not the EU of its own US 8', () => {
    const nike = loadCsv('brands/nike-men.csv').find((row) => row.us === '8');
    const shimano = loadCsv('brand_shimano.csv');
    expect(shimano.some((row) => row.eu === nike?.eu)).toBe(true);
    expect(b2b('nike', 'men', 'us', '8', 'shimano', 'eu').to.best.size.label).toBe(nike?.eu);
  });

  it('keeps a size between two linked labels between their answers (Nike US 6.5 → UGG 6, as US 6 links to UGG 6)', () => {
    expect(b2b('nike', 'men', 'us', '6', 'ugg', 'us').to.best.size.label).toBe('6');
    const between = b2b('nike', 'men', 'us', '6.5', 'ugg', 'us').to.best.size.value;
    expect(between).toBeGreaterThanOrEqual(6);
    expect(between).toBeLessThanOrEqual(7);
  });
});

describe('chartRows', () => {
  it('gives a brand chart with its own columns, ids, ranges and source', () => {
    const table = ok<ChartTable>(chartRows({ gender: 'women', brand: 'nike' }));
    const csv = loadCsv('brands/nike-women.csv');
    expect(table.columns).toEqual(['us', 'uk', 'eu', 'jp', 'cm']);
    expect(table.rows.map((r) => r.sizes.us?.label)).toEqual(csv.map((r) => r.us));
    expect(table.rows.map((r) => r.sizes.jp?.label)).toEqual(csv.map((r) => r.jp));
    expect(table.rows.every((r) => r.sizes.jp?.origin === 'chart')).toBe(true);
    expect(table.source.url).toBe('https://www.nike.com/size-fit/womens-footwear');
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
