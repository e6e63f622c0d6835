import { describe, expect, it } from 'vitest';
import { brandCharts, brandToBrand, chartRows, convert, sizeIndex, type ConvertResult } from '@/lib/sizes';
import { loadCsv } from './reference-data';

/**
 * Converse's babies' and toddlers' chart (tests/fixtures/sizes/copies/converse-infant-toddler.csv,
 * source in its README): the size a child usually wears, the whole size Converse says to buy in Chuck
 * Taylor All Star and in all other styles, and the foot length in inches, every row as printed.
 */
const rows = loadCsv('copies/converse-infant-toddler.csv');
const styles = [
  ['chuckTaylorAllStar', 'chuck_taylor_all_star'],
  ['otherStyles', 'all_other_styles'],
] as const;

/** "4 1/7" → 4.142857: inches as the chart prints them, read here without the engine. */
function inches(printed: string): number {
  const [whole = '', fraction] = printed.split(' ');
  if (!fraction) return Number(whole);
  const [numerator = '', denominator = ''] = fraction.split('/');
  return Number(whole) + Number(numerator) / Number(denominator);
}

function ok(outcome: ReturnType<typeof convert>): ConvertResult {
  if (!outcome.ok) throw new Error(`expected a conversion, got ${JSON.stringify(outcome)}`);
  return outcome;
}

function expectBuys(result: ConvertResult, row: Record<string, string>, where: string) {
  expect(
    result.printed?.sizeToBuy?.map((buy) => [buy.style, buy.size?.label ?? null]),
    where,
  ).toEqual(styles.map(([style, column]) => [style, row[column] || null]));
}

describe('Converse babies’ and toddlers’ chart (size to buy)', () => {
  it('answers every printed row, typed with or without its C, with the sizes to buy and the foot length printed on it', () => {
    expect(rows).toHaveLength(19);
    for (const row of rows) {
      const usual = row.us ?? '';
      for (const typed of [usual, usual.replace('C', '')]) {
        const result = ok(convert({ brand: 'converse', gender: 'kids', system: 'us', size: typed }));
        const where = `converse kids ${typed}`;
        expect(result.sizes.us?.label, where).toBe(usual);
        expect(result.sizes.us?.origin, where).toBe('chart');
        expect(result.sizes.inch?.label, where).toBe(row.foot_in);
        expect(result.sizes.inch?.value, where).toBeCloseTo(inches(row.foot_in ?? ''), 9);
        expect(result.footMm, where).toBeCloseTo(inches(row.foot_in ?? '') * 25.4, 6);
        expectBuys(result, row, where);
      }
    }
  });

  it('answers “2.5C” with “buy 2C”, and each printed size to buy answers itself', () => {
    const half = ok(convert({ brand: 'converse', gender: 'kids', system: 'us', size: '2.5C' }));
    expect(half.printed?.sizeToBuy?.[0]).toEqual({ style: 'chuckTaylorAllStar', size: { label: '2C', value: 2, scale: 'C' } });
    for (const row of rows) {
      for (const [style, column] of styles) {
        const buy = row[column];
        if (!buy) continue;
        const bought = ok(convert({ brand: 'converse', gender: 'kids', system: 'us', size: buy }));
        expect(bought.printed?.sizeToBuy?.find((b) => b.style === style)?.size?.label, `${style} ${buy}`).toBe(buy);
      }
    }
  });

  it('says Chuck Taylor All Star is not made in 1C rather than offering another size', () => {
    const smallest = ok(convert({ brand: 'converse', gender: 'kids', system: 'us', size: '1C' }));
    expect(smallest.printed?.sizeToBuy).toEqual([
      { style: 'chuckTaylorAllStar', size: null },
      { style: 'otherStyles', size: { label: '1C', value: 1, scale: 'C' } },
    ]);
  });

  it('finds the row of a measured foot and answers its size to buy', () => {
    for (const row of rows) {
      const result = ok(convert({ brand: 'converse', gender: 'kids', footMm: inches(row.foot_in ?? '') * 25.4 }));
      expect(result.sizes.us?.label, row.foot_in).toBe(row.us);
      expectBuys(result, row, `foot ${row.foot_in}`);
    }
  });

  it('carries the source, its date and confidence in the data', () => {
    const chart = brandCharts.converse.kids;
    expect(chart?.source).toMatchObject({
      url: 'https://www.converse.com/size-chart-guide?id=infantandtoddler',
      checkedAt: '2026-11-27',
      confidence: 'verified',
      brandPage: true,
    });
    expect(chart?.buyStyles).toEqual(['chuckTaylorAllStar', 'otherStyles']);
  });

  it('gives the page table each row’s sizes to buy', () => {
    const table = chartRows({ gender: 'kids', brand: 'converse' });
    if (!table.ok) throw new Error(JSON.stringify(table));
    expect(table.rows.map((row) => row.printed?.sizeToBuy?.map((buy) => buy.size?.label ?? '') ?? [])).toEqual(
      rows.map((row) => styles.map(([, column]) => row[column] ?? '')),
    );
  });

  it('brand to brand answers a Converse target with its size to buy, never a smaller one for a larger source', () => {
    const there = brandToBrand({ from: { gender: 'kids', system: 'us', size: '2.5C' }, to: { brand: 'converse', system: 'us' } });
    if (!there.ok) throw new Error(JSON.stringify(there));
    expect(there.to.best.size.label).toBe('2.5C');
    expect(there.to.best.printed?.sizeToBuy?.map((buy) => buy.size?.label)).toEqual(['2C', '2C']);
    let previous = -Infinity;
    for (const size of ['2C', '2.5C', '3C', '3.5C', '4C', '5.5C', '7.5C', '9C', '10.5C']) {
      const answer = brandToBrand({ from: { gender: 'kids', system: 'us', size }, to: { brand: 'converse', system: 'us' } });
      if (!answer.ok) throw new Error(JSON.stringify(answer));
      const buy = answer.to.best.printed?.sizeToBuy?.[1]?.size;
      if (!buy) throw new Error(`no size to buy for ${size}`);
      expect(sizeIndex(buy), size).toBeGreaterThanOrEqual(previous);
      previous = sizeIndex(buy);
    }
  });
});
