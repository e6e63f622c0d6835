import { describe, expect, it } from 'vitest';
import { brandCharts, convert, systemsFor } from '@/lib/sizes';
import { brandSlugs } from '@/lib/sizes/charts/slugs';
import { sizesEverywhere } from '@/lib/my-sizes/sizes-everywhere';
import { sizeHere } from '@/lib/my-sizes/size-here';

describe('sizesEverywhere', () => {
  const view = sizesEverywhere({ gender: 'men', footLengthMm: 262, fit: null });

  it('lists the standard tables, then every brand that prints the gender, in every system of the gender', () => {
    const expectedBrands = brandSlugs.filter((brand) => brandCharts[brand].men);
    expect(view.rows.map((row) => row.brand)).toEqual([null, ...expectedBrands]);
    expect(view.rows.map((row) => row.brand)).not.toContain('alegria');
    expect(view.systems).toEqual(systemsFor('men'));
  });

  it('gives each value the engine’s own label and origin', () => {
    const nike = view.rows.find((row) => row.brand === 'nike')!;
    expect(nike.sizes.us).toEqual({ label: '9', origin: 'chart' });
    expect(nike.sizes.eu).toEqual({ label: '42.5', origin: 'chart' });
    expect(nike.sizes.br?.origin).toBe('derived');
    const engine = convert({ gender: 'men', brand: 'clarks', footMm: 262 });
    if (!engine.ok) throw new Error('engine refused');
    const clarks = view.rows.find((row) => row.brand === 'clarks')!;
    for (const id of view.systems) expect(clarks.sizes[id]).toEqual({ label: engine.sizes[id]!.label, origin: engine.sizes[id]!.origin });
  });

  it('answers the brand that fits from the fitting size, the others from that fit through brand-to-brand', () => {
    // A foot of 265 mm reads Nike US 9.5; the user says Nike US 9 fits, so Nike shows 9.
    const fitted = sizesEverywhere({ gender: 'men', footLengthMm: 265, fit: { brand: 'nike', system: 'us', size: '9' } });
    const nike = fitted.rows.find((row) => row.brand === 'nike')!;
    expect(nike).toMatchObject({ basis: 'fit', sizes: { us: { label: '9', origin: 'chart' } } });
    expect(fitted.rows.find((row) => row.brand === 'adidas')!.basis).toBe('viaFit');
    expect(sizesEverywhere({ gender: 'men', footLengthMm: 265, fit: null }).rows.find((row) => row.brand === 'nike')!.sizes.us?.label).toBe(
      '9.5',
    );
  });

  it('takes a men’s-only brand (HOKA, EU in thirds) as the fit, answers Brooks and Saucony from it, and leaves the three out for women', () => {
    const fitted = sizesEverywhere({ gender: 'men', footLengthMm: 268, fit: { brand: 'hoka', system: 'eu', size: '42 2/3' } });
    expect(fitted.rows.find((row) => row.brand === 'hoka')).toMatchObject({
      basis: 'fit',
      sizes: { eu: { label: '42 2/3', origin: 'chart' } },
    });
    for (const brand of ['brooks', 'saucony'] as const) {
      expect(
        fitted.rows.find((row) => row.brand === brand),
        brand,
      ).toMatchObject({ basis: 'viaFit', sizes: { us: { label: '9', origin: 'chart' } } });
    }
    const women = sizesEverywhere({ gender: 'women', footLengthMm: 245, fit: null }).rows.map((row) => row.brand);
    for (const brand of ['hoka', 'brooks', 'saucony']) expect(women).not.toContain(brand);
  });

  it('leaves a brand empty where its chart does not reach the foot', () => {
    const small = sizesEverywhere({ gender: 'kids', footLengthMm: 90, fit: null });
    const empty = small.rows.filter((row) => Object.keys(row.sizes).length === 0);
    expect(empty.length).toBeGreaterThan(0);
    expect(small.rows[0]!.sizes.us).toBeDefined();
  });
});

describe('my sizes on Converse’s babies’ and toddlers’ chart', () => {
  const labels = (buys: Array<{ style: string; size: { label: string } | null }> | undefined) =>
    buys?.map((buy) => `${buy.style} ${buy.size?.label ?? '-'}`);

  it('answers the size to buy beside the usual size, from the foot, from a fit in another brand and from a Converse fit', () => {
    // 105 mm is Converse's 2.5C row (4 1/7 in), whose size to buy is 2C in both lines.
    const fromFoot = sizesEverywhere({ gender: 'kids', footLengthMm: 105, fit: null }).rows.find((row) => row.brand === 'converse');
    expect(fromFoot?.sizes.us).toEqual({ label: '2.5C', origin: 'chart' });
    expect(labels(fromFoot?.sizeToBuy)).toEqual(['chuckTaylorAllStar 2C', 'otherStyles 2C']);
    const viaNike = sizesEverywhere({ gender: 'kids', footLengthMm: 140, fit: { brand: 'nike', system: 'us', size: '7C' } });
    const converse = viaNike.rows.find((row) => row.brand === 'converse');
    expect(converse?.basis).toBe('viaFit');
    expect(labels(converse?.sizeToBuy)).toEqual(['chuckTaylorAllStar 7C', 'otherStyles 7C']);
    expect(viaNike.rows.find((row) => row.brand === 'nike')?.sizeToBuy).toBeUndefined();
    const own = sizeHere({ gender: 'kids', footLengthMm: 105, fit: { brand: 'converse', system: 'us', size: '1C' } }, 'brand-converse');
    expect(own?.basis).toBe('fit');
    expect(labels(own?.sizeToBuy)).toEqual(['chuckTaylorAllStar -', 'otherStyles 1C']);
  });
});

describe('sizeHere', () => {
  const profile = { gender: 'men' as const, footLengthMm: 262, fit: null };

  it('answers a brand page with the brand’s printed systems', () => {
    expect(sizeHere(profile, 'brand-nike')).toMatchObject({
      brand: 'nike',
      gender: 'men',
      sizes: [
        { system: 'us', label: '9', origin: 'chart' },
        { system: 'uk', label: '8', origin: 'chart' },
        { system: 'eu', label: '42.5', origin: 'chart' },
        { system: 'jp', label: '27', origin: 'chart' },
      ],
    });
  });

  it('answers a country page with the country’s own system first', () => {
    // JP on the generic pages is the foot length (JIS S 5037): 262 mm is JP 26.
    expect(sizeHere(profile, 'country-japanese')?.sizes[0]).toEqual({ system: 'jp', label: '26', origin: 'derived' });
  });

  it('uses the page’s gender on the men, women and kids converters', () => {
    expect(sizeHere(profile, 'women')?.gender).toBe('women');
    expect(sizeHere(profile, 'women')?.sizes.map((size) => size.system)).toEqual(['us', 'uk', 'eu']);
  });

  it('has no answer where the page has no chart for the user', () => {
    expect(sizeHere({ ...profile, gender: 'women', footLengthMm: 240 }, 'brand-shimano')).toBeNull();
    expect(sizeHere({ ...profile, footLengthMm: 300 }, 'kids')).toBeNull();
  });
});
