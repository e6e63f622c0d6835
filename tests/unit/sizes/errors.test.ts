import { describe, expect, it } from 'vitest';
import { brandToBrand, chartRows, convert, genders, systemsFor } from '@/lib/sizes';
import { brandSlugs, countrySlugs } from '@/lib/sizes/charts/slugs';
import { loadCsv, num } from './reference-data';

describe('convert errors', () => {
  it('rejects an unknown system, listing the systems for the gender', () => {
    expect(convert({ gender: 'men', system: 'xx', size: '9' })).toEqual({
      ok: false,
      error: 'unknown-system',
      input: 'xx',
      allowed: systemsFor('men'),
    });
  });

  it('rejects a system that does not exist for the gender', () => {
    const outcome = convert({ gender: 'kids', system: 'mx-legacy', size: '6' });
    expect(outcome).toMatchObject({ ok: false, error: 'unknown-system' });
    if (!outcome.ok && outcome.error === 'unknown-system') expect(outcome.allowed).not.toContain('mx-legacy');
  });

  it('rejects an unknown gender, listing the genders', () => {
    expect(convert({ gender: 'unisex', system: 'us', size: '9' })).toEqual({
      ok: false,
      error: 'unknown-gender',
      input: 'unisex',
      allowed: genders,
    });
  });

  it('rejects an unknown brand, listing the brands', () => {
    expect(convert({ gender: 'men', system: 'us', size: '9', brand: 'no-such-brand' })).toEqual({
      ok: false,
      error: 'unknown-brand',
      input: 'no-such-brand',
      allowed: brandSlugs,
    });
  });

  it('answers a brand without the gender with the genders it has', () => {
    expect(convert({ gender: 'kids', system: 'us', size: '3Y', brand: 'puma' })).toEqual({
      ok: false,
      error: 'unknown-gender',
      input: 'kids',
      allowed: ['men', 'women'],
    });
  });

  it('reads a system the brand does not print through foot length, and marks it derived', () => {
    const outcome = convert({ gender: 'men', system: 'uk', size: '8', brand: 'ugg' });
    expect(outcome).toMatchObject({ ok: true, brand: 'ugg' });
    if (outcome.ok) expect(outcome.sizes.uk?.origin).toBe('derived');
  });

  it('rejects an unknown convention option, listing the options', () => {
    const outcome = convert({ gender: 'women', system: 'us', size: '8', convention: { usWomen: 'plus-3' as never } });
    expect(outcome).toEqual({ ok: false, error: 'unknown-convention', input: 'usWomen', allowed: ['common', 'fia', 'converse'] });
  });

  it('returns the chart range for a size beyond a brand chart', () => {
    const rows = loadCsv('brands/nike-men.csv');
    const outcome = convert({ gender: 'men', system: 'us', size: '23', brand: 'nike' });
    expect(outcome).toEqual({
      ok: false,
      error: 'out-of-range',
      range: {
        system: 'us',
        min: num(rows[0]?.us ?? ''),
        max: num(rows[rows.length - 1]?.us ?? ''),
        minLabel: rows[0]?.us,
        maxLabel: rows[rows.length - 1]?.us,
      },
    });
  });

  it('returns the range in the system asked about when the size was read through a relabelling', () => {
    const outcome = convert({ gender: 'men', system: 'br', size: '60', brand: 'nike' });
    const rows = loadCsv('brands/nike-men.csv');
    const br = (eu: string | undefined) => String(num(eu ?? '') - 2);
    expect(outcome).toMatchObject({
      ok: false,
      error: 'out-of-range',
      range: { system: 'br', minLabel: br(rows[0]?.eu), maxLabel: br(rows[rows.length - 1]?.eu) },
    });
  });

  it('lists the chart’s sizes for a size inside its range that the brand does not make', () => {
    const outcome = convert({ gender: 'men', system: 'us', size: '8.5', brand: 'ugg' });
    expect(outcome).toMatchObject({ ok: false, error: 'not-on-chart', system: 'us' });
    if (!outcome.ok && outcome.error === 'not-on-chart')
      expect(outcome.allowed).toEqual(
        loadCsv('brand_stockx_fallback_us_eu.csv')
          .filter((r) => r.brand === 'UGG' && r.gender === 'men')
          .map((r) => r.us),
      );
  });

  it('returns the range for a generic size outside the model’s span and for a foot length outside it', () => {
    expect(convert({ gender: 'men', system: 'us', size: '40' })).toMatchObject({
      ok: false,
      error: 'out-of-range',
      range: { system: 'us' },
    });
    expect(convert({ gender: 'kids', footMm: 400 })).toMatchObject({ ok: false, error: 'out-of-range', range: { system: 'footMm' } });
    // Nike's smallest row (foot 21.6 cm) reaches halfway down to where a row below it would sit.
    const [first, second] = loadCsv('brands/nike-men.csv').map((row) => num(row.cm ?? '') * 10);
    expect(convert({ gender: 'men', brand: 'nike', footMm: 200 })).toMatchObject({
      ok: false,
      error: 'out-of-range',
      range: { system: 'footMm', min: expect.closeTo((first ?? 0) - ((second ?? 0) - (first ?? 0)) / 2, 6) },
    });
  });

  it('rejects a foot length that is not a positive number', () => {
    for (const footMm of [Number.NaN, -5, 0, Number.POSITIVE_INFINITY]) {
      expect(convert({ gender: 'men', footMm })).toMatchObject({ ok: false, error: 'malformed-foot-length' });
    }
  });

  it.each(['', '   ', 'abc', '9..5', '-3', '42 4/3', '42 1/4', '5-4', '5-5', '10X', '1/2/3', '9.5.5', 'nine', '10 C Y', '3.5 2/3'])(
    'rejects the malformed size %j',
    (size) => {
      expect(convert({ gender: 'men', system: 'us', size })).toMatchObject({ ok: false, error: 'malformed-size' });
    },
  );

  it('rejects kids tiers on adult scales and US tiers on the UK scale', () => {
    expect(convert({ gender: 'men', system: 'us', size: '7Y' })).toMatchObject({ ok: false, error: 'malformed-size' });
    expect(convert({ gender: 'kids', system: 'uk', size: '3Y' })).toMatchObject({ ok: false, error: 'malformed-size' });
    expect(convert({ gender: 'kids', system: 'us', size: '14C' })).toMatchObject({ ok: false, error: 'malformed-size' });
  });

  it('reports a bare kids number that fits both tiers as ambiguous, with both readings', () => {
    const outcome = convert({ gender: 'kids', system: 'us', size: '3' });
    expect(outcome).toMatchObject({ ok: false, error: 'ambiguous-size' });
    if (!outcome.ok && outcome.error === 'ambiguous-size') expect(outcome.candidates.map((c) => c.size.label)).toEqual(['3C', '3Y']);
  });
});

describe('brandToBrand and chartRows errors', () => {
  it('passes on the source’s error and rejects an unknown target', () => {
    expect(
      brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '30' }, to: { brand: 'adidas', system: 'us' } }),
    ).toMatchObject({ error: 'out-of-range' });
    expect(
      brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'fila', system: 'us' } }),
    ).toMatchObject({ error: 'unknown-brand' });
    expect(
      brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'alegria', system: 'us' } }),
    ).toMatchObject({
      error: 'unknown-gender',
      allowed: ['women'],
    });
  });

  it('returns the target chart’s range when the source foot lies beyond it', () => {
    const rows = loadCsv('brands/timberland-men.csv');
    const outcome = brandToBrand({
      from: { brand: 'adidas', gender: 'men', system: 'us', size: '20' },
      to: { brand: 'timberland', system: 'us' },
    });
    expect(outcome).toMatchObject({
      ok: false,
      error: 'out-of-range',
      range: { system: 'us', minLabel: rows[0]?.us, maxLabel: rows[rows.length - 1]?.us },
    });
  });

  it('rejects an unknown country and an unknown column', () => {
    expect(chartRows({ gender: 'men', country: 'narnia' })).toEqual({
      ok: false,
      error: 'unknown-country',
      input: 'narnia',
      allowed: countrySlugs,
    });
    expect(chartRows({ gender: 'men', systems: ['us', 'zz'] })).toMatchObject({ ok: false, error: 'unknown-system', input: 'zz' });
  });
});
