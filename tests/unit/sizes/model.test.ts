import { describe, expect, it } from 'vitest';
import { convert as engineConvert, type ConvertInput, type ConvertOutcome, type ConvertResult } from '@/lib/sizes';
import { loadCsv, num } from './reference-data';

/** These tests check the ISO/TS 19407 model itself: the generic converters' `iso` basis (the default follows the published tables). */
function convert(input: ConvertInput): ConvertOutcome {
  return engineConvert({ ...input, convention: { generic: 'iso', ...input.convention } });
}

function ok(outcome: ReturnType<typeof convert>): ConvertResult {
  if (!outcome.ok) throw new Error(`expected a conversion, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/**
 * The research tables were rounded with round-half-to-even; the engine sends a foot that lies
 * exactly on a boundary to the larger size. At those ties the table's value is one neighbour and
 * the engine's must be the upper one; everywhere else they must agree exactly.
 */
function expectHalfGrid(engine: number | undefined, table: number, exact: number) {
  const isTie = Math.abs(exact * 4 - Math.round(exact * 4)) < 1e-9 && Math.round(exact * 4) % 2 !== 0;
  if (isTie) {
    expect([exact - 0.25, exact + 0.25]).toContain(table);
    expect(engine).toBe(exact + 0.25);
  } else {
    expect(engine).toBe(table);
  }
}

describe('ISO/TS 19407 model, foot-length table (data/iso_model_adult_table.csv)', () => {
  const rows = loadCsv('iso_model_adult_table.csv');

  it('reproduces every row for men', () => {
    for (const row of rows) {
      const { sizes } = ok(convert({ gender: 'men', footMm: num(row.foot_mm ?? '') }));
      expect(sizes.mondopoint?.value).toBe(num(row.mondopoint_5mm ?? ''));
      expect(sizes.jp?.value).toBe(num(row.jp_cm ?? ''));
      expect(sizes.kr?.value).toBe(num(row.kr_mm ?? ''));
      expect(sizes['cn-legacy']?.value).toBe(num(row['cn_old_ma(2*cm-10)'] ?? ''));
      expect(sizes.uk?.value).toBe(num(row.uk_half ?? ''));
      expect(sizes.us?.value).toBe(num(row.us_men_half ?? ''));
      expectHalfGrid(sizes.eu?.value, num(row.eu_half ?? ''), num(row.eu_exact ?? ''));
      expectHalfGrid(sizes.br?.value, num(row['br_(eu-2)_half'] ?? ''), num(row.eu_exact ?? '') - 2);
    }
  });

  it('reproduces the women’s columns under both US conventions', () => {
    for (const row of rows) {
      const footMm = num(row.foot_mm ?? '');
      expect(ok(convert({ gender: 'women', footMm, convention: { usWomen: 'fia' } })).sizes.us?.value).toBe(
        num(row['us_women_half'] ?? ''),
      );
      expect(ok(convert({ gender: 'women', footMm })).sizes.us?.value).toBe(num(row['us_women_common(+1.5)_half'] ?? ''));
    }
  });
});

describe('ISO/TS 19407 model, EU-indexed table (data/iso_model_eu_indexed.csv)', () => {
  const rows = loadCsv('iso_model_eu_indexed.csv');

  it('reproduces every row from the EU size', () => {
    for (const row of rows) {
      const eu = row.EU ?? '';
      const men = ok(convert({ gender: 'men', system: 'eu', size: eu }));
      expect(men.footMm).toBeCloseTo(num(row.foot_mm_exact ?? ''), 1);
      expect(men.sizes.mondopoint?.value).toBe(num(row.mondo_5mm ?? ''));
      expect(men.sizes.uk?.value).toBe(num(row.UK ?? ''));
      expect(men.sizes.us?.value).toBe(num(row['US_men(FIA/ISO)'] ?? ''));
      expect(men.sizes.jp?.value).toBe(num(row['JP_cm(foot/10)'] ?? ''));
      const fia = ok(convert({ gender: 'women', system: 'eu', size: eu, convention: { usWomen: 'fia' } }));
      expect(fia.sizes.us?.value).toBe(num(row['US_women(FIA/ISO:+1)'] ?? ''));
      const common = ok(convert({ gender: 'women', system: 'eu', size: eu }));
      expect(common.sizes.us?.value).toBe(num(row['US_women(common:+1.5)'] ?? ''));
    }
  });

  it('keeps the old 码 whole, within half a number of the table’s half-step column', () => {
    for (const row of rows) {
      const value = ok(convert({ gender: 'men', system: 'eu', size: row.EU ?? '' })).sizes['cn-legacy']?.value ?? Number.NaN;
      expect(Number.isInteger(value)).toBe(true);
      expect(Math.abs(value - num(row['CN_old(2cm-10)'] ?? ''))).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('ISO 19407 millimetre figures quoted by calendar-uk (S3)', () => {
  it('puts UK 6 at 245.53 mm, EU 39 at 246.6 mm, UK 10 at 279.4 mm and EU 44 at 280 mm', () => {
    const cases: Array<[string, string, number]> = [
      ['uk', '6', 245.53],
      ['eu', '39', 246.6],
      ['uk', '10', 279.4],
      ['eu', '44', 280],
    ];
    for (const [system, size, mm] of cases) {
      expect(Math.abs(ok(convert({ gender: 'men', system, size })).footMm - mm)).toBeLessThan(0.1);
    }
  });
});

describe('Japanese sizes (knowsize, S17)', () => {
  it('keeps JP = foot length in cm and agrees with the women’s table within half a size (its rounding)', () => {
    for (const row of loadCsv('research/japan-jis-women.csv')) {
      const result = ok(convert({ gender: 'women', system: 'jp', size: row.jp_cm ?? '', convention: { usWomen: 'fia' } }));
      expect(result.footMm).toBe(num(row.jp_cm ?? '') * 10);
      expect(Math.abs((result.sizes.eu?.value ?? 0) - num(row.eu ?? ''))).toBeLessThanOrEqual(0.5);
      expect(Math.abs((result.sizes.us?.value ?? 0) - num(row.us_women ?? ''))).toBeLessThanOrEqual(0.5);
      expect(Math.abs((result.sizes.uk?.value ?? 0) - num(row.uk ?? ''))).toBeLessThanOrEqual(0.5);
    }
  });

  it('agrees with the men’s table on EU within one size; its US column (1 cm per size) falls ever further below the model', () => {
    let previousGap = -Infinity;
    for (const row of loadCsv('research/japan-jis-men.csv')) {
      const { sizes } = ok(convert({ gender: 'men', system: 'jp', size: row.jp_cm ?? '' }));
      expect(Math.abs((sizes.eu?.value ?? 0) - num(row.eu ?? ''))).toBeLessThanOrEqual(1);
      // The model steps 0.847 cm per size, so a 1-cm-per-size column drifts: the gap never shrinks.
      const gap = (sizes.us?.value ?? 0) - num(row.us_men ?? '');
      expect(gap).toBeGreaterThanOrEqual(Math.max(0.5, previousGap));
      previousGap = gap;
    }
  });
});

describe('Korean sizes (Naver chart via Asiae, S18)', () => {
  it('gives KR 240 = US men 6.5 = US women 7.5 on the FIA scale', () => {
    expect(ok(convert({ gender: 'men', system: 'kr', size: '240' })).sizes.us?.value).toBe(6.5);
    expect(ok(convert({ gender: 'women', system: 'kr', size: '240', convention: { usWomen: 'fia' } })).sizes.us?.value).toBe(7.5);
  });
});

describe('Chinese old 码 (S14, S15)', () => {
  it('maps 25 cm to 40 and back, as 2 × cm − 10', () => {
    expect(ok(convert({ gender: 'men', system: 'cm', size: '25' })).sizes['cn-legacy']?.value).toBe(40);
    expect(ok(convert({ gender: 'men', system: 'cn-legacy', size: '40' })).sizes.cm?.value).toBe(25);
  });
});

describe('Brazilian sizes (R1 EU → BR table)', () => {
  it('is EU − 2 for every row but the last, where R1’s old table says 45 for EU 46.5', () => {
    for (const row of loadCsv('research/brazil-eu-to-br.csv')) {
      const br = ok(convert({ gender: 'men', system: 'eu', size: row.eu ?? '' })).sizes.br?.value;
      if (row.eu === '46.5') {
        expect(num(row.br ?? '')).toBe(45);
        expect(br).toBe(44.5);
      } else {
        expect(br).toBe(num(row.br ?? ''));
      }
    }
  });
});

describe('legacy Mexican table (i18nGuy, S24)', () => {
  it('reproduces every row from EU and back', () => {
    for (const row of loadCsv('research/mexico-legacy.csv')) {
      expect(ok(convert({ gender: 'men', system: 'eu', size: row.eu ?? '' })).sizes['mx-legacy']?.value).toBe(num(row.mexico ?? ''));
      expect(ok(convert({ gender: 'men', system: 'mx-legacy', size: row.mexico ?? '' })).sizes.eu?.value).toBe(num(row.eu ?? ''));
    }
  });

  it('is absent for children and where EU is past the table', () => {
    expect(convert({ gender: 'kids', system: 'mx-legacy', size: '6' })).toMatchObject({ ok: false, error: 'unknown-system' });
    expect(ok(convert({ gender: 'men', system: 'eu', size: '36' })).sizes['mx-legacy']).toBeUndefined();
  });
});

describe('country relabellings', () => {
  it('gives CA and PH the US size, IN the UK size, FR/DE/IT/ES the EU size, MX the cm on a half grid', () => {
    const { sizes } = ok(convert({ gender: 'men', footMm: 271 }));
    expect([sizes.ca?.label, sizes.ph?.label]).toEqual([sizes.us?.label, sizes.us?.label]);
    expect(sizes.in?.label).toBe(sizes.uk?.label);
    for (const id of ['fr', 'de', 'it', 'es'] as const) expect(sizes[id]?.label).toBe(sizes.eu?.label);
    expect(sizes.mx?.value).toBe(27);
  });

  it('gives AU men and kids the UK size, AU women the US women size (S46)', () => {
    expect(ok(convert({ gender: 'men', system: 'uk', size: '8' })).sizes.au?.value).toBe(8);
    expect(ok(convert({ gender: 'kids', system: 'uk', size: '10' })).sizes.au?.value).toBe(10);
    const women = ok(convert({ gender: 'women', system: 'us', size: '8' })).sizes;
    expect(women.au?.value).toBe(8);
  });

  it('puts US women 1.5 above US men for the same foot by default (S2)', () => {
    const men = ok(convert({ gender: 'men', footMm: 262.47 })).sizes.us?.value ?? 0;
    const women = ok(convert({ gender: 'women', footMm: 262.47 })).sizes.us?.value ?? 0;
    expect(women - men).toBe(1.5);
  });
});
