import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandCharts, convert, type ConvertResult, type Gender, type SystemId } from '@/lib/sizes';
import { brandFixtureDir, loadCsv, num, type CsvRow } from './reference-data';

function ok(outcome: ReturnType<typeof convert>): ConvertResult {
  if (!outcome.ok) throw new Error(`expected a conversion, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** The printed charts in tests/fixtures/sizes/brands/<brand>-<gender>.csv (sources in the fixtures README). */
const printedCharts = readdirSync(brandFixtureDir)
  .filter((file) => file.endsWith('.csv'))
  .map((file) => {
    const [, brand = '', gender = ''] = /^(.+)-(men|women|kids)\.csv$/.exec(file) ?? [];
    return { file, brand, gender: gender as Gender, rows: loadCsv(`brands/${file}`) };
  });

function columnsOf(rows: CsvRow[]): SystemId[] {
  return Object.keys(rows[0] ?? {}) as SystemId[];
}

describe('every brand chart answers exactly what the brand prints', () => {
  it('has a printed chart for every brand chart checked against its brand page', () => {
    const checked = Object.values(brandCharts)
      .flatMap((byGender) => Object.values(byGender))
      // A size-to-buy chart prints columns no size system names: size-to-buy.test.ts checks it against its copy.
      .filter((chart) => (chart.source.brandPage || chart.source.id === 'PUMA') && !chart.buyStyles)
      .map((chart) => `${chart.brand}-${chart.gender}.csv`)
      .sort();
    expect(printedCharts.map((chart) => chart.file).sort()).toEqual(checked);
  });

  it.each(printedCharts.map((chart) => [chart.file, chart] as const))(
    '%s: every row, every printed column, from the row’s own size',
    (_, chart) => {
      const [primary, ...others] = columnsOf(chart.rows);
      expect(primary).toBe(brandCharts[chart.brand as keyof typeof brandCharts][chart.gender]?.primary);
      for (const row of chart.rows) {
        const result = ok(convert({ brand: chart.brand, gender: chart.gender, system: primary ?? 'us', size: row[primary ?? 'us'] ?? '' }));
        for (const column of [primary, ...others] as SystemId[]) {
          const printed = row[column] ?? '';
          if (printed === '') continue;
          const size = result.sizes[column];
          expect(size?.value, `${chart.file} ${primary} ${row[primary ?? 'us']}: ${column}`).toBeCloseTo(num(printed), 2);
          expect(size?.origin, `${chart.file} ${column} origin`).toBe('chart');
        }
      }
    },
  );

  it.each(printedCharts.map((chart) => [chart.file, chart] as const))(
    '%s: every printed label finds its row, repeated labels come back as ambiguous',
    (_, chart) => {
      const [primary, ...others] = columnsOf(chart.rows);
      const args = { brand: chart.brand, gender: chart.gender };
      // cm is a foot length: it is read by span, and rows the brand prints no length for are skipped.
      for (const column of others.filter((c) => c !== 'cm'))
        checkColumn(chart.rows, column, column, args, { column: primary ?? 'us', system: primary ?? 'us' });
    },
  );

  it('reads every printed foot length back to its own row', () => {
    for (const chart of printedCharts.filter((c) => columnsOf(c.rows).includes('cm'))) {
      for (const row of chart.rows.filter((r) => r.cm)) {
        const result = ok(convert({ brand: chart.brand, gender: chart.gender, system: 'cm', size: row.cm ?? '' }));
        expect(result.sizes.cm?.value, `${chart.file} cm ${row.cm}`).toBe(num(row.cm ?? ''));
      }
    }
  });
});

/** Each column's values that occur once identify a row; repeated ones must come back as ambiguous. */
function checkColumn(
  rows: CsvRow[],
  column: string,
  system: SystemId,
  args: { brand: string; gender: Gender },
  key: { column: string; system: SystemId },
) {
  for (const row of rows) {
    const cell = row[column];
    if (!cell) continue;
    const sameCell = rows.filter((other) => other[column] === cell);
    const outcome = convert({ ...args, system, size: cell });
    if (sameCell.length === 1) {
      expect(ok(outcome).sizes[key.system]?.value, `${args.brand} ${column} ${cell}`).toBeCloseTo(num(row[key.column] ?? ''), 6);
    } else {
      expect(outcome, `${args.brand} ${column} ${cell}`).toMatchObject({ ok: false, error: 'ambiguous-size' });
      if (!outcome.ok && outcome.error === 'ambiguous-size') {
        expect(outcome.candidates.map((c) => c.size.value).sort((a, b) => a - b)).toEqual(
          sameCell.map((r) => num(r[key.column] ?? '')).sort((a, b) => a - b),
        );
      }
    }
  }
}

describe('the corrections of issue 10, each against the printed chart', () => {
  const size = (brand: string, gender: Gender, system: SystemId, input: string) =>
    ok(convert({ brand, gender, system, size: input })).sizes;

  it('gives Nike US 9 the printed JP label 27 and keeps the foot length at Nike’s 26.2 cm', () => {
    const result = ok(convert({ brand: 'nike', gender: 'men', system: 'us', size: '9' }));
    expect([result.sizes.jp?.label, result.sizes.jp?.origin]).toEqual(['27', 'chart']);
    expect([result.sizes.cm?.value, result.sizes.cm?.origin]).toEqual([26.2, 'chart']);
    expect(result.footMm).toBeCloseTo(262, 6);
    expect(result.sizes.mondopoint?.value).toBe(260);
    expect(result.sizes.mondopoint?.origin).toBe('derived');
  });

  it('gives Nike and ASICS US 9 the same printed JP 27, and ASICS US 8 its printed CM 26', () => {
    expect(size('asics', 'men', 'us', '9').jp?.value).toBe(27);
    expect(size('asics', 'men', 'us', '8').jp?.value).toBe(26);
    expect(size('adidas', 'men', 'us', '9').jp?.value).toBe(27);
  });

  it('uses the brands’ own UK columns: ASICS US 9 = UK 8, Timberland 9 = 8.5, Puma 9 = 8', () => {
    expect(size('asics', 'men', 'us', '9').uk?.value).toBe(8);
    expect(size('timberland', 'men', 'us', '9').uk?.value).toBe(8.5);
    expect(size('puma', 'men', 'us', '9').uk?.value).toBe(8);
  });

  it('answers the rows the brands print: Dr. Martens UK 10 = EU 45 and UK 6.5, 9.5; Clarks UK 5.5 = 39, 6 = 39.5; Merrell women 8 = 38.5; adidas women UK 14.5', () => {
    expect(size('dr-martens', 'men', 'uk', '10').eu?.value).toBe(45);
    expect(size('dr-martens', 'men', 'uk', '6.5').eu?.value).toBe(40);
    expect(size('dr-martens', 'men', 'uk', '9.5').eu?.value).toBe(44);
    expect(size('clarks', 'men', 'uk', '5.5').eu?.value).toBe(39);
    expect(size('clarks', 'men', 'uk', '6').eu?.value).toBe(39.5);
    expect(size('merrell', 'women', 'us', '8').eu?.value).toBe(38.5);
    expect(size('adidas', 'women', 'uk', '14.5').us?.value).toBe(15.5);
  });

  it('works out the systems a brand does not print from its foot length and marks them derived (Clarks prints no US)', () => {
    const clarks = ok(convert({ brand: 'clarks', gender: 'men', system: 'uk', size: '8' }));
    expect(clarks.sizes.us?.origin).toBe('derived');
    expect(clarks.sizes.eu?.origin).toBe('chart');
    expect(ok(convert({ brand: 'clarks', gender: 'men', system: 'us', size: '9' })).sizes.uk?.value).toBe(8);
  });
});

describe('SHEIN chart (S63)', () => {
  const rows = loadCsv('brand_shein.csv');

  it('reproduces every row for men and women, CN as the old 码', () => {
    for (const row of rows) {
      for (const [gender, column] of [
        ['women', 'us_women'],
        ['men', 'us_men'],
      ] as const) {
        const { sizes } = ok(convert({ brand: 'shein', gender, system: 'us', size: row[column] ?? '' }));
        expect(sizes.eu?.value).toBe(num(row.eur ?? ''));
        expect(sizes['cn-legacy']?.value).toBe(num(row.cn ?? ''));
        expect(sizes.jp?.value).toBe(num(row.jp_cm ?? ''));
      }
    }
  });
});

describe('Shimano chart (S62)', () => {
  const rows = loadCsv('brand_shimano.csv');

  it('reproduces every row with decimal US/UK and the published foot length', () => {
    for (const row of rows) {
      const result = ok(convert({ brand: 'shimano', gender: 'men', system: 'eu', size: row.eu ?? '' }));
      expect(result.sizes.us?.label).toBe(row.us_shimano);
      if (row.uk_shimano) expect(result.sizes.uk?.label).toBe(row.uk_shimano);
      expect(result.footMm).toBe(num(row.foot_length_mm ?? ''));
    }
  });

  it('gives EU 42 = US 8.3 = UK 7.3 and reads "8.3" back to EU 42', () => {
    const { sizes } = ok(convert({ brand: 'shimano', gender: 'men', system: 'eu', size: '42' }));
    expect([sizes.us?.label, sizes.uk?.label]).toEqual(['8.3', '7.3']);
    expect(ok(convert({ brand: 'shimano', gender: 'men', system: 'us', size: '8.3' })).sizes.eu?.value).toBe(42);
  });
});

describe('UGG charts (R9, unverified)', () => {
  const rows = loadCsv('brand_stockx_fallback_us_eu.csv').filter((r) => r.brand === 'UGG');

  it('reproduces every row both ways', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const gender: Gender = row.gender === 'youth' ? 'kids' : (row.gender as Gender);
      const byUs = ok(convert({ brand: 'ugg', gender, system: 'us', size: row.us ?? '' }));
      expect(byUs.sizes.eu?.value, `ugg ${gender} US ${row.us}`).toBe(num(row.eu ?? ''));
      const byEu = ok(convert({ brand: 'ugg', gender, system: 'eu', size: row.eu ?? '' }));
      expect(byEu.sizes.us?.value).toBe(num(row.us ?? ''));
    }
  });

  it('reads UGG youth 13 as little-kid 13C and 1 as big-kid 1Y', () => {
    expect(ok(convert({ brand: 'ugg', gender: 'kids', system: 'us', size: '13' })).sizes.us?.label).toBe('13C');
    expect(ok(convert({ brand: 'ugg', gender: 'kids', system: 'us', size: '1' })).sizes.us?.label).toBe('1Y');
  });
});

describe('Clarks kids chart (R6)', () => {
  const rows = loadCsv('defaults_clarks_based_fashion_size.csv');
  const groups: Array<[Gender, CsvRow[]]> = [
    ['men', rows.filter((r) => r.chart === 'men')],
    ['women', rows.filter((r) => r.chart === 'women')],
    ['kids', [...rows.filter((r) => r.chart === 'baby'), ...rows.filter((r) => r.chart === 'kids')]],
  ];

  it('reproduces every kids row from EU, with AU = UK as the research gives it', () => {
    for (const [gender, group] of groups.filter(([g]) => g === 'kids')) {
      for (const row of group) {
        const { sizes } = ok(convert({ brand: 'clarks', gender, system: 'eu', size: row.eu ?? '' }));
        expect(sizes.uk?.value, `${gender} EU ${row.eu}`).toBe(num(row.uk ?? ''));
        expect(sizes.us?.value).toBe(num(row.us ?? ''));
        expect(sizes.au?.value).toBe(num(row.au ?? ''));
      }
    }
  });

  it('puts kids sizes after the restart on the adult UK scale and the US Y tier', () => {
    const kids = groups[2]?.[1] ?? [];
    const restartUk = kids.findIndex((r, i) => i > 0 && num(r.uk ?? '') < num(kids[i - 1]?.uk ?? ''));
    const restartUs = kids.findIndex((r, i) => i > 0 && num(r.us ?? '') < num(kids[i - 1]?.us ?? ''));
    kids.forEach((row, i) => {
      const { sizes } = ok(convert({ brand: 'clarks', gender: 'kids', system: 'eu', size: row.eu ?? '' }));
      expect(sizes.uk?.scale).toBe(i >= restartUk ? 'adult' : 'child');
      expect(sizes.us?.scale).toBe(i >= restartUs ? 'Y' : 'C');
    });
  });

  it('answers a bare UK "1" for kids as ambiguous between the child and adult rows', () => {
    const outcome = convert({ brand: 'clarks', gender: 'kids', system: 'uk', size: '1' });
    expect(outcome).toMatchObject({ ok: false, error: 'ambiguous-size' });
    const adult = ok(convert({ brand: 'clarks', gender: 'kids', system: 'uk', size: { value: 1, scale: 'adult' } }));
    expect(adult.sizes.eu?.value).toBe(33);
  });
});

describe('ASOS women (R6)', () => {
  it('lists UK 7 = EU 40 and UK 8 = EU 41, the two sourced rows, as secondary in an unverified chart', () => {
    for (const [uk, eu] of [
      ['7', 40],
      ['8', 41],
    ] as const) {
      const result = ok(convert({ brand: 'asos', gender: 'women', system: 'uk', size: uk }));
      expect(result.sizes.eu?.value).toBe(eu);
      expect(result.confidence).toBe('secondary');
    }
    expect(ok(convert({ brand: 'asos', gender: 'women', system: 'uk', size: '5' })).confidence).toBe('unverified');
  });
});

describe('one foot, many labels: 265 mm', () => {
  const table = loadCsv('convention_comparison.csv');
  const row = (prefix: string) => table.find((r) => (r.source ?? '').startsWith(prefix)) ?? {};

  it('reproduces the Shimano and SHEIN rows from the foot length', () => {
    const shimano = ok(convert({ brand: 'shimano', gender: 'men', footMm: 265 })).sizes;
    expect([shimano.eu?.label, shimano.uk?.label, shimano.us?.label]).toEqual([
      row('Shimano').EU,
      row('Shimano').UK,
      row('Shimano').US_men,
    ]);
    const sheinMen = ok(convert({ brand: 'shein', gender: 'men', footMm: 265 })).sizes;
    const sheinWomen = ok(convert({ brand: 'shein', gender: 'women', footMm: 265 })).sizes;
    expect([sheinMen.eu?.value, sheinMen.us?.value, sheinWomen.us?.value, sheinMen['cn-legacy']?.value]).toEqual([
      num(row('SHEIN').EU ?? ''),
      num(row('SHEIN').US_men ?? ''),
      num(row('SHEIN').US_women ?? ''),
      43,
    ]);
  });

  it('gives the two adidas rows either side of 26.5 cm (26.3 → 42 2/3, 26.7 → 43 1/3)', () => {
    expect(ok(convert({ brand: 'adidas', gender: 'men', footMm: 263 })).sizes.eu?.label).toBe('42 2/3');
    expect(ok(convert({ brand: 'adidas', gender: 'men', footMm: 267 })).sizes.eu?.label).toBe('43 1/3');
  });

  it('gives the ISO model row: UK 8.5, US men 9.5, women 10.5 (FIA) / 11 (common), JP 26.5, KR 265, CN old 43', () => {
    const common = ok(convert({ gender: 'women', footMm: 265, convention: { generic: 'iso' } })).sizes;
    const fia = ok(convert({ gender: 'women', footMm: 265, convention: { generic: 'iso', usWomen: 'fia' } })).sizes;
    const men = ok(convert({ gender: 'men', footMm: 265, convention: { generic: 'iso' } })).sizes;
    expect([men.uk?.value, men.us?.value, fia.us?.value, common.us?.value]).toEqual([8.5, 9.5, 10.5, 11]);
    expect([men.jp?.value, men.kr?.value, men['cn-legacy']?.value]).toEqual([26.5, 265, 43]);
    // 41.75 sits exactly between 41.5 and 42; the engine's rule is that a boundary goes to the larger size.
    expect(men.eu?.value).toBe(42);
  });
});

describe('brand chart metadata', () => {
  const all = Object.values(brandCharts).flatMap((byGender) => Object.values(byGender));

  it('gives every chart a source with a check date, a confidence and a note', () => {
    for (const chart of all) {
      expect(chart.source.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['verified', 'secondary', 'unverified']).toContain(chart.source.confidence);
      expect(chart.note.length).toBeGreaterThan(10);
      expect(chart.source.url === null || chart.source.url.startsWith('http')).toBe(true);
    }
  });

  it('marks the charts built on recollection as unverified so pages can show them as approximate', () => {
    const unverified = all
      .filter((c) => c.source.confidence === 'unverified')
      .map((c) => `${c.brand}/${c.gender}`)
      .sort();
    expect(unverified).toEqual([
      'alegria/women',
      'asos/men',
      'asos/women',
      'skechers/men',
      'skechers/women',
      'ugg/kids',
      'ugg/men',
      'ugg/women',
    ]);
    // Only Converse's babies' and toddlers' chart was read on the brand's own page (a stored copy of it).
    expect(all.filter((c) => c.source.confidence === 'verified').map((c) => `${c.brand}/${c.gender}`)).toEqual(['converse/kids']);
  });

  it('keeps Dr. Martens UK-primary and Alegria EU-primary with US women ranges', () => {
    expect(brandCharts['dr-martens'].men?.primary).toBe('uk');
    expect(brandCharts.alegria.women?.primary).toBe('eu');
    const alegria = loadCsv('research/eu-to-us-women.csv');
    for (const row of alegria) {
      const { sizes } = ok(convert({ brand: 'alegria', gender: 'women', system: 'eu', size: row.eu ?? '' }));
      expect(sizes.us?.label).toBe(row.us_women);
    }
    expect(ok(convert({ brand: 'alegria', gender: 'women', system: 'us', size: '5-5.5' })).sizes.eu?.value).toBe(35);
    expect(ok(convert({ brand: 'alegria', gender: 'women', system: 'us', size: '6.5' })).sizes.eu?.value).toBe(36);
  });
});
