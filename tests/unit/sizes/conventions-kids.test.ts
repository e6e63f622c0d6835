import { describe, expect, it } from 'vitest';
import {
  conventions,
  convert as engineConvert,
  countryPresets,
  defaultConventions,
  isSystemId,
  kidsAgeGuide,
  kidsTierFor,
  kidsTiers,
  sources,
  systemAvailability,
  systemIds,
  systemInfo,
  type ConvertInput,
  type ConvertOutcome,
  type ConvertResult,
} from '@/lib/sizes';
import { countrySlugs } from '@/lib/sizes/charts/slugs';
import { loadCsv } from './reference-data';

/** The convention tests read the ISO/TS 19407 model, where the conventions apply: the generic `iso` basis. */
function convert(input: ConvertInput): ConvertOutcome {
  return engineConvert({ ...input, convention: { generic: 'iso', ...input.convention } });
}

function ok(outcome: ReturnType<typeof convert>): ConvertResult {
  if (!outcome.ok) throw new Error(`expected a conversion, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const footIn = (mm: number) => mm / 25.4;

describe('conventions', () => {
  it('defaults to US women = men + 1.5 and offers + 1 (FIA) and + 2 (Converse)', () => {
    expect(defaultConventions.usWomen).toBe('common');
    const common = ok(convert({ gender: 'women', system: 'uk', size: '6' })).sizes.us?.value ?? 0;
    const fia = ok(convert({ gender: 'women', system: 'uk', size: '6', convention: { usWomen: 'fia' } })).sizes.us?.value ?? 0;
    expect(common - fia).toBe(0.5);
  });

  it('lists the other options’ answers as alternatives with only the sizes that change', () => {
    const result = ok(convert({ gender: 'women', system: 'uk', size: '6' }));
    const fia = result.alternatives.find((a) => a.convention === 'usWomen' && a.option === 'fia');
    expect(fia?.sizes.us?.value).toBe((result.sizes.us?.value ?? 0) - 0.5);
    expect(fia?.sizes.uk).toBeUndefined();
  });

  it('applies the published EU allowances: (F_cm + 1.5) × 1.5 and (F_cm + 2) × 1.5 (S36, S37)', () => {
    const footMm = 263;
    const half = (x: number) => Math.round(x * 2) / 2;
    expect(ok(convert({ gender: 'men', footMm, convention: { euAllowance: 'foot-plus-1.5cm' } })).sizes.eu?.value).toBe(
      half((footMm / 10 + 1.5) * 1.5),
    );
    expect(ok(convert({ gender: 'men', footMm, convention: { euAllowance: 'foot-plus-2cm' } })).sizes.eu?.value).toBe(
      half((footMm / 10 + 2) * 1.5),
    );
    expect(ok(convert({ gender: 'men', footMm })).sizes.eu?.value).toBe(half(footMm / (20 / 3) + 2));
  });

  it('gives AU women as US women by default, or UK + 2 / UK + 1 when chosen', () => {
    const pick = (auWomen: 'us-women' | 'uk-plus-2' | 'uk-plus-1') =>
      ok(convert({ gender: 'women', system: 'uk', size: '5', convention: { auWomen } })).sizes;
    expect(pick('us-women').au?.value).toBe(pick('us-women').us?.value);
    expect(pick('uk-plus-2').au?.value).toBe(7);
    expect(pick('uk-plus-1').au?.value).toBe(6);
  });

  it('gives Colombia EU − 1 by default, flagged unverified, or EU when chosen', () => {
    expect(ok(convert({ gender: 'men', system: 'eu', size: '42' })).sizes.co?.value).toBe(41);
    expect(ok(convert({ gender: 'men', system: 'eu', size: '42', convention: { colombia: 'eu' } })).sizes.co?.value).toBe(42);
    expect(systemInfo.co.confidence).toBe('unverified');
    expect(conventions.colombia.options.every((o) => o.confidence === 'unverified')).toBe(true);
  });

  it('cites known sources for every option', () => {
    for (const convention of Object.values(conventions)) {
      expect(convention.options.map((o) => o.id)).toContain(convention.defaultOption);
      for (const option of convention.options) for (const id of option.sources) expect(sources[id]).toBeDefined();
    }
  });
});

describe('kids scales', () => {
  it('runs the UK child scale to 13.5 and continues at adult 1 (S31)', () => {
    const last = ok(convert({ gender: 'kids', system: 'uk', size: '13.5' }));
    const next = ok(convert({ gender: 'kids', system: 'uk', size: { value: 1, scale: 'adult' } }));
    expect(next.footMm - last.footMm).toBeCloseTo(25.4 / 6, 9);
    // UK child = 3·F_in − 10 (S40)
    expect(3 * footIn(last.footMm) - 10).toBeCloseTo(13.5, 9);
  });

  it('runs US kids from C to Y: 13.5C then 1Y', () => {
    const c = ok(convert({ gender: 'kids', system: 'us', size: '13.5C' }));
    const y = ok(convert({ gender: 'kids', system: 'us', size: '1Y' }));
    expect(y.footMm - c.footMm).toBeCloseTo(25.4 / 6, 9);
  });

  it('puts US kids one size above UK by default (R6), or half (S67) or a third (S39, S40) when chosen', () => {
    const footMm = ok(convert({ gender: 'kids', system: 'uk', size: '10' })).footMm;
    expect(ok(convert({ gender: 'kids', footMm })).sizes.us?.label).toBe('11C');
    expect(ok(convert({ gender: 'kids', footMm, convention: { usKids: 'uk-plus-half' } })).sizes.us?.label).toBe('10.5C');
    // 3·F_in − 9.67 = 10.33 → 10.5 on the half grid
    expect(ok(convert({ gender: 'kids', footMm, convention: { usKids: 'uk-plus-third' } })).sizes.us?.label).toBe('10.5C');
  });

  it('joins big-kid 7Y to men’s 7 under the default (S52)', () => {
    const kids = ok(convert({ gender: 'kids', system: 'us', size: '7Y' }));
    expect(ok(convert({ gender: 'men', footMm: kids.footMm })).sizes.us?.value).toBe(7);
  });

  it('keeps EU continuous for kids', () => {
    expect(ok(convert({ gender: 'kids', system: 'eu', size: '31.5' })).sizes.eu?.value).toBe(31.5);
  });
});

describe('kids tiers and age guide', () => {
  it('covers 0C–7Y with four tiers in order and no gap', () => {
    expect(kidsTiers.map((t) => t.id)).toEqual(['infant', 'toddler', 'little-kid', 'big-kid']);
    kidsTiers.forEach((tier, i) => {
      const next = kidsTiers[i + 1];
      if (next) expect(next.usIndex.min).toBe(tier.usIndex.max + 0.5);
    });
  });

  it('places sizes in tiers: 2C infant, 8C toddler, 12C and 2Y little kid, 5Y big kid, 9Y none', () => {
    expect(kidsTierFor({ value: 2, scale: 'C' })).toBe('infant');
    expect(kidsTierFor({ value: 8, scale: 'C' })).toBe('toddler');
    expect(kidsTierFor({ value: 12, scale: 'C' })).toBe('little-kid');
    expect(kidsTierFor({ value: 2, scale: 'Y' })).toBe('little-kid');
    expect(kidsTierFor({ value: 5, scale: 'Y' })).toBe('big-kid');
    expect(kidsTierFor({ value: 9, scale: 'Y' })).toBeNull();
    expect(ok(convert({ gender: 'kids', system: 'us', size: '5Y' })).kidsTier).toBe('big-kid');
  });

  it('carries the S69 age guide exactly as published, and the conflicting S70 figure', () => {
    const published = loadCsv('research/kids-age-guide.csv').filter((r) => !(r.source ?? '').includes('S70'));
    expect(kidsAgeGuide.rows).toHaveLength(published.length);
    published.forEach((row, i) => {
      const ours = kidsAgeGuide.rows[i];
      expect(`${ours?.ageYears.min}-${ours?.ageYears.max}`).toBe(row.age_years);
      expect(`${ours?.us.from}-${ours?.us.to}`).toBe(row.US_kids);
      expect(`${ours?.uk.from}-${ours?.uk.to}`).toBe(row.UK_kids);
      expect(`${ours?.eu.min}-${ours?.eu.max}`).toBe(row.EU);
      expect(`${ours?.footCm.min}-${ours?.footCm.max}`).toBe(row.foot_cm);
    });
    expect(kidsAgeGuide.conflicts[0]?.source.id).toBe('S70');
  });
});

describe('country presets', () => {
  it('has a preset for each of the 16 country pages, own systems first, then US, UK, EU, cm', () => {
    expect(Object.keys(countryPresets).sort()).toEqual([...countrySlugs].sort());
    for (const preset of Object.values(countryPresets)) {
      expect(preset.systems.slice(0, preset.own.length)).toEqual(preset.own);
      expect(preset.systems).toEqual(expect.arrayContaining(['us', 'uk', 'eu', 'cm']));
      expect(preset.primary).toBe(preset.own[0]);
      for (const id of preset.systems) expect(isSystemId(id)).toBe(true);
      expect(preset.notes.length).toBeGreaterThan(0);
      for (const note of preset.notes) for (const id of note.sources) expect(sources[id]).toBeDefined();
    }
  });

  it('shows Mexico in cm with the legacy table, China in mm with the old 码, Colombia flagged', () => {
    expect(countryPresets.mexican.own).toEqual(['mx', 'mx-legacy']);
    expect(countryPresets.chinese.own).toEqual(['cn', 'cn-legacy']);
    expect(countryPresets.colombian.notes.some((n) => n.confidence === 'unverified')).toBe(true);
  });
});

describe('system list for request validation', () => {
  it('lists every system with the genders it exists for', () => {
    expect(Object.keys(systemAvailability).sort()).toEqual([...systemIds].sort());
    expect(systemAvailability['mx-legacy']).toEqual(['men', 'women']);
    expect(systemAvailability.us).toEqual(['men', 'women', 'kids']);
    expect(isSystemId('eu')).toBe(true);
    expect(isSystemId('EU')).toBe(false);
  });
});
