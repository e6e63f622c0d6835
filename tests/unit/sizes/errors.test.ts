import { describe, expect, it } from 'vitest';
import { brandToBrand, chartRows, convert, genders, systemsFor } from '@/lib/sizes';
import { brandSlugs, countrySlugs } from '@/lib/tools';
import { loadCsv, num } from './reference-data';

describe('convert errors', () => {
  it('rejects an unknown system, listing the systems for the gender', () => {
    expect(convert({ gender: 'men', system: 'xx', size: '9' })).toEqual({ ok: false, error: 'unknown-system', input: 'xx', allowed: systemsFor('men') });
  });

  it('rejects a system that does not exist for the gender', () => {
    const outcome = convert({ gender: 'kids', system: 'mx-legacy', size: '6' });
    expect(outcome).toMatchObject({ ok: false, error: 'unknown-system' });
    if (!outcome.ok && outcome.error === 'unknown-system') expect(outcome.allowed).not.toContain('mx-legacy');
  });

  it('rejects an unknown gender, listing the genders', () => {
    expect(convert({ gender: 'unisex', system: 'us', size: '9' })).toEqual({ ok: false, error: 'unknown-gender', input: 'unisex', allowed: genders });
  });

  it('rejects an unknown brand, listing the brands', () => {
    expect(convert({ gender: 'men', system: 'us', size: '9', brand: 'reebok' })).toEqual({ ok: false, error: 'unknown-brand', input: 'reebok', allowed: brandSlugs });
  });

  it('answers a brand without the gender with the genders it has', () => {
    expect(convert({ gender: 'kids', system: 'us', size: '3Y', brand: 'puma' })).toEqual({ ok: false, error: 'unknown-gender', input: 'kids', allowed: ['men'] });
  });

  it('rejects a system the brand chart cannot be read in, listing those it can', () => {
    const outcome = convert({ gender: 'men', system: 'uk', size: '8', brand: 'puma' });
    expect(outcome).toMatchObject({ ok: false, error: 'unknown-system', input: 'uk' });
    if (!outcome.ok && outcome.error === 'unknown-system') expect(outcome.allowed).toEqual(expect.arrayContaining(['us', 'eu', 'ca', 'fr', 'br', 'cm']));
  });

  it('rejects an unknown convention option, listing the options', () => {
    const outcome = convert({ gender: 'women', system: 'us', size: '8', convention: { usWomen: 'plus-3' as never } });
    expect(outcome).toEqual({ ok: false, error: 'unknown-convention', input: 'usWomen', allowed: ['common', 'fia', 'converse'] });
  });

  it('returns the chart range for a size beyond a brand chart', () => {
    const rows = loadCsv('brand_nike_men.csv');
    const outcome = convert({ gender: 'men', system: 'us', size: '20', brand: 'nike' });
    expect(outcome).toEqual({
      ok: false,
      error: 'out-of-range',
      range: { system: 'us', min: num(rows[0]?.us_men ?? ''), max: num(rows[rows.length - 1]?.us_men ?? ''), minLabel: rows[0]?.us_men, maxLabel: rows[rows.length - 1]?.us_men },
    });
  });

  it('returns the range in the system asked about when the size was read through a relabelling', () => {
    const outcome = convert({ gender: 'men', system: 'br', size: '60', brand: 'nike' });
    expect(outcome).toMatchObject({ ok: false, error: 'out-of-range', range: { system: 'br', minLabel: '33.5', maxLabel: '48.5' } });
  });

  it('lists the chart’s sizes for a size inside its range that the brand does not make', () => {
    const outcome = convert({ gender: 'men', system: 'us', size: '8.5', brand: 'ugg' });
    expect(outcome).toMatchObject({ ok: false, error: 'not-on-chart', system: 'us' });
    if (!outcome.ok && outcome.error === 'not-on-chart') expect(outcome.allowed).toEqual(loadCsv('brand_stockx_fallback_us_eu.csv').filter((r) => r.brand === 'UGG' && r.gender === 'men').map((r) => r.us));
  });

  it('returns the range for a generic size outside the model’s span and for a foot length outside it', () => {
    expect(convert({ gender: 'men', system: 'us', size: '40' })).toMatchObject({ ok: false, error: 'out-of-range', range: { system: 'us' } });
    expect(convert({ gender: 'kids', footMm: 400 })).toMatchObject({ ok: false, error: 'out-of-range', range: { system: 'footMm' } });
    // Nike's smallest row, US 3.5, reaches down to US 3.25 on the Brannock scale (3·F_in − 22).
    expect(convert({ gender: 'men', brand: 'nike', footMm: 200 })).toMatchObject({ ok: false, error: 'out-of-range', range: { system: 'footMm', min: expect.closeTo(((3.25 + 22) / 3) * 25.4, 6) } });
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
    expect(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '30' }, to: { brand: 'adidas', system: 'us' } })).toMatchObject({ error: 'out-of-range' });
    expect(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'fila', system: 'us' } })).toMatchObject({ error: 'unknown-brand' });
    expect(brandToBrand({ from: { brand: 'nike', gender: 'men', system: 'us', size: '9' }, to: { brand: 'alegria', system: 'us' } })).toMatchObject({
      error: 'unknown-gender',
      allowed: ['women'],
    });
  });

  it('returns the target chart’s range when the source foot lies beyond it', () => {
    const outcome = brandToBrand({ from: { brand: 'adidas', gender: 'men', system: 'us', size: '20' }, to: { brand: 'nike', system: 'us' } });
    expect(outcome).toMatchObject({ ok: false, error: 'out-of-range', range: { system: 'us', minLabel: '3.5', maxLabel: '16' } });
  });

  it('rejects an unknown country and an unknown column', () => {
    expect(chartRows({ gender: 'men', country: 'narnia' })).toEqual({ ok: false, error: 'unknown-country', input: 'narnia', allowed: countrySlugs });
    expect(chartRows({ gender: 'men', systems: ['us', 'zz'] })).toMatchObject({ ok: false, error: 'unknown-system', input: 'zz' });
  });
});
