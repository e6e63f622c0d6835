import { describe, expect, it } from 'vitest';
import { convert, sizeIndex, type ConvertResult, type Gender, type SystemId } from '@/lib/sizes';
import { loadCsv, num, type CsvRow } from './reference-data';

function ok(outcome: ReturnType<typeof convert>): ConvertResult {
  if (!outcome.ok) throw new Error(`expected a conversion, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** "40-41" → [40, 41]; "42" → [42, 42]. */
function bounds(cell: string): [number, number] {
  const [lo = '', hi] = cell.split('-');
  return [num(lo), num(hi ?? lo)];
}

function generic(gender: Gender, system: SystemId, size: string, iso = false): ConvertResult {
  return ok(convert({ gender, system, size, ...(iso ? { convention: { generic: 'iso' as const } } : {}) }));
}

/** The answer's shown range for a system: its spread where the tables disagree, else the answer itself. */
function shown(result: ConvertResult, system: SystemId): [number, number] {
  const size = result.sizes[system];
  const spread = result.spread[system];
  return [sizeIndex(spread?.min ?? size ?? { value: Number.NaN }), sizeIndex(spread?.max ?? size ?? { value: Number.NaN })];
}

function expectWithin(value: number, [lo, hi]: [number, number], what: string) {
  expect(value, what).toBeGreaterThanOrEqual(lo - 1e-9);
  expect(value, what).toBeLessThanOrEqual(hi + 1e-9);
}

describe('generic converters follow the published tables (Foot Locker UK, Zappos, JIS)', () => {
  const tables: Array<[Gender, string, CsvRow[]]> = [
    ['men', 'Foot Locker UK', loadCsv('tables/footlocker-uk-men.csv')],
    ['men', 'Zappos', loadCsv('tables/zappos-men.csv')],
    ['women', 'Foot Locker UK', loadCsv('tables/footlocker-uk-women.csv').filter((row) => num(row.us ?? '') >= 4.5)],
  ];

  /** Every EU size the published tables give a US size: Foot Locker's and Zappos's ranges, JIS on the half-size grid. */
  function publishedEu(gender: Gender, us: string): number[] {
    const jis =
      gender === 'men'
        ? loadCsv('research/japan-jis-men.csv').filter((r) => r.us_men === us)
        : loadCsv('research/japan-jis-women.csv').filter((r) => r.us_women === us);
    return [
      ...tables.filter(([g]) => g === gender).flatMap(([, , rows]) => rows.filter((r) => r.us === us).flatMap((r) => bounds(r.eu ?? ''))),
      ...jis.map((r) => Math.round(num(r.eu ?? '') * 2) / 2),
    ];
  }

  it.each(tables)(
    '%s: every %s row: UK as printed, EU inside what the tables print, every table and the ISO model inside the shown spread',
    (gender, name, rows) => {
      for (const row of rows) {
        const result = generic(gender, 'us', row.us ?? '');
        const what = `${gender} ${name} US ${row.us}`;
        expect(result.sizes.uk?.value, what).toBe(num(row.uk ?? ''));
        expect([result.sizes.us?.origin, result.sizes.uk?.origin, result.sizes.eu?.origin]).toEqual(['chart', 'chart', 'chart']);
        const eu = result.sizes.eu?.value ?? Number.NaN;
        if (gender === 'men') {
          const published = publishedEu(gender, row.us ?? '');
          expectWithin(eu, [Math.min(...published), Math.max(...published)], `${what} EU`);
        } else {
          // EU is one scale: a women's size answers the EU of the men's size for the same foot (US − 1.5).
          expect(eu, `${what} EU`).toBe(generic('men', 'us', String(num(row.us ?? '') - 1.5)).sizes.eu?.value);
        }
        const spread = shown(result, 'eu');
        for (const end of bounds(row.eu ?? '')) expectWithin(end, spread, `${what} EU spread`);
        const iso = generic(gender, 'us', row.us ?? '', true);
        expectWithin(iso.sizes.eu?.value ?? Number.NaN, spread, `${what} ISO EU in spread`);
        expectWithin(iso.sizes.uk?.value ?? Number.NaN, shown(result, 'uk'), `${what} ISO UK in spread`);
      }
    },
  );

  it('keeps the Japanese JIS table’s men’s UK and its EU inside the spread; JP is the foot length JIS defines, not the table’s label', () => {
    for (const row of loadCsv('research/japan-jis-men.csv')) {
      const result = generic('men', 'us', row.us_men ?? '');
      expect(result.sizes.uk?.value).toBe(num(row.uk ?? ''));
      expect(result.sizes.jp?.value, `JIS men US ${row.us_men} JP`).toBe(Math.round(result.footMm / 5) / 2);
      // The table's JP label (US + 18) runs above the Brannock foot of the same US size: a shoe label.
      expect(num(row.jp_cm ?? '') * 10 - result.footMm).toBeGreaterThan(2);
      expectWithin(num(row.eu ?? ''), [shown(result, 'eu')[0] - 0.5, shown(result, 'eu')[1]], `JIS men US ${row.us_men} EU`);
    }
    for (const row of loadCsv('research/japan-jis-women.csv')) {
      const result = generic('women', 'us', row.us_women ?? '');
      expect(result.sizes.jp?.value, `JIS women US ${row.us_women} JP`).toBe(Math.round(result.footMm / 5) / 2);
      expectWithin(num(row.eu ?? ''), shown(result, 'eu'), `JIS women US ${row.us_women} EU`);
    }
  });

  it('answers the issue’s examples as the tables do, with the ISO model at one end of the range', () => {
    const men = generic('men', 'us', '9');
    expect(men.sizes.eu?.value).toBe(42);
    // The women's tables' EU 41 for the same foot (women's US 10.5) belongs to the spread.
    expect(shown(men, 'eu')).toEqual([41, 42.5]);
    const women = generic('women', 'us', '7');
    // Women's US 7 is the foot of kids' 5.5Y and men's 5.5, which every table prints as EU 38.
    expect([women.sizes.uk?.value, women.sizes.eu?.value]).toEqual([5, 38]);
    expect(generic('kids', 'us', '10C').sizes.eu?.value).toBe(27);
    expectWithin(generic('kids', 'us', '13.5C').sizes.eu?.value ?? 0, [31, 31.5], 'kids 13.5C');
    expect(generic('kids', 'us', '1Y').sizes.eu?.value).toBe(32);
  });

  it('marks sizes beyond the published rows, and foot-length systems, as derived', () => {
    const big = generic('men', 'us', '18');
    expect([big.sizes.us?.origin, big.sizes.eu?.origin]).toEqual(['derived', 'derived']);
    const nine = generic('men', 'us', '9');
    expect([nine.sizes.mondopoint?.origin, nine.sizes.cm?.origin]).toEqual(['derived', 'derived']);
  });
});

describe('generic kids sizes agree with the kids charts of the brands on the site within half a size', () => {
  const charts: Array<[string, Array<{ us: string; eu: number }>]> = [
    ['Nike', loadCsv('brands/nike-kids.csv').map((row) => ({ us: row.us ?? '', eu: num(row.eu ?? '') }))],
    [
      'UGG',
      loadCsv('brand_stockx_fallback_us_eu.csv')
        .filter((row) => row.brand === 'UGG' && row.gender === 'youth')
        .map((row) => ({ us: row.us === '13' ? '13C' : `${row.us}Y`, eu: num(row.eu ?? '') })),
    ],
    [
      'Clarks',
      [
        ...loadCsv('defaults_clarks_based_fashion_size.csv').filter((row) => row.chart === 'baby'),
        ...loadCsv('defaults_clarks_based_fashion_size.csv').filter((row) => row.chart === 'kids'),
      ].map((row, i, all) => {
        const restarted = all.findIndex((r, j) => j > 0 && num(r.us ?? '') < num(all[j - 1]?.us ?? ''));
        return { us: `${row.us}${i >= restarted ? 'Y' : 'C'}`, eu: num(row.eu ?? '') };
      }),
    ],
    [
      'Kiwi Sizing',
      loadCsv('tables/kiwisizing-kids.csv').flatMap((row) =>
        (row.us ?? '').split('-').map((us) => ({ us: `${us}C`, eu: num(row.eu ?? '') })),
      ),
    ],
  ];

  it.each(charts)('%s', (_, rows) => {
    for (const row of rows) {
      const eu = generic('kids', 'us', row.us).sizes.eu?.value ?? Number.NaN;
      expect(Math.abs(eu - row.eu), `US ${row.us}: generic EU ${eu}, chart ${row.eu}`).toBeLessThanOrEqual(0.5);
    }
  });
});
