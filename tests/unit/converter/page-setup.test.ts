import { describe, expect, it } from 'vitest';
import { brandConverter, brandToBrandSources, countryConverter, regularConverter } from '@/lib/converter/page-setup';
import { sourceOptions } from '@/lib/converter/brand-to-brand-ask';
import { brandCharts, brandGenders, countryPresets } from '@/lib/sizes';
import { brandSlugs, countrySlugs } from '@/lib/page-catalogue';

describe('converter page setup', () => {
  it('hands a brand page only that brand’s charts, one per gender it publishes', () => {
    for (const slug of brandSlugs) {
      const setup = brandConverter(slug);
      expect(setup.genders.map((g) => g.gender)).toEqual(brandGenders(slug));
      for (const g of setup.genders) {
        expect(g.chart).toBe(brandCharts[slug][g.gender]);
        expect(g.table.brand).toBe(slug);
        expect(g.defaultSystem).toBe(g.chart?.primary);
        // Every row of the page's chart is on the brand's chart; nothing else is shipped.
        expect(g.table.rows.map((row) => row.id)).toEqual(g.chart?.rows.map((row) => row.id));
      }
    }
    expect(brandConverter('alegria').genders.map((g) => g.gender)).toEqual(['women']);
    expect(brandConverter('dr-martens').genders[0]?.defaultSystem).toBe('uk');
  });

  it('shows the foot length beside a brand chart that does not print one', () => {
    const nike = brandConverter('nike').genders[0];
    expect(nike?.table.columns).toEqual(['us', 'uk', 'eu', 'jp', 'cm']);
    expect(brandConverter('timberland').genders[0]?.table.columns).toEqual(['us', 'uk', 'eu', 'cm']);
    expect(brandConverter('timberland').genders[0]?.table.rows.every((row) => row.sizes.cm?.origin === 'derived')).toBe(true);
  });

  it('gives every country page men, women and kids keyed on the country’s own system against US, UK, EU and cm', () => {
    for (const slug of countrySlugs) {
      const setup = countryConverter(slug);
      expect(setup.genders.map((g) => g.gender)).toEqual(['men', 'women', 'kids']);
      for (const g of setup.genders) {
        expect(g.table.primary).toBe(countryPresets[slug].primary);
        expect(g.table.columns).toEqual(expect.arrayContaining(['us', 'uk', 'eu', 'cm']));
        expect(g.inputSystems).not.toContain('cm');
        expect(g.chart).toBeNull();
      }
      expect(setup.conventions).toEqual(expect.arrayContaining(countryPresets[slug].conventions));
    }
  });

  it('keys the regular charts on US sizes and offers every other system as input', () => {
    const women = regularConverter('women');
    expect(women.genders[0]?.table.primary).toBe('us');
    expect(women.genders[0]?.inputSystems).toEqual(
      expect.arrayContaining(['us', 'uk', 'eu', 'jp', 'kr', 'cn', 'br', 'mx', 'au', 'mondopoint', 'in']),
    );
    expect(women.conventions).toContain('usWomen');
    expect(regularConverter('kids').conventions).toContain('usKids');
  });

  it('describes the brands for the brand-to-brand box by their systems only, never by chart or name', () => {
    const sent = brandToBrandSources();
    const options = sourceOptions(sent);
    expect(options[0]).toEqual({ slug: null, systems: { men: expect.any(Array), women: expect.any(Array), kids: expect.any(Array) } });
    expect(options[0]?.systems.women).toEqual(expect.arrayContaining(['us', 'uk', 'eu', 'jp', 'kr', 'cn', 'au', 'br', 'mx']));
    // Each brand reads back as exactly the systems its charts print, per gender it has a chart for, primary first.
    expect(options.slice(1).map((o) => o.slug)).toEqual([...brandSlugs]);
    for (const slug of brandSlugs) {
      const printed = Object.fromEntries(
        brandGenders(slug).map((gender) => [gender, brandCharts[slug][gender]?.columns.filter((id) => id !== 'cm' && id !== 'inch')]),
      );
      expect(options.find((o) => o.slug === slug)?.systems, slug).toEqual(printed);
    }
    expect(options.find((o) => o.slug === 'shimano')?.systems).toEqual({ men: ['eu', 'us', 'uk'] });
    expect(options.find((o) => o.slug === 'alegria')?.systems).toEqual({ women: ['eu', 'us'] });
    expect(options.find((o) => o.slug === 'nike')?.systems.kids).toEqual(['us', 'eu']);
    expect(JSON.stringify(sent)).not.toMatch(/rows|footMm|Dr\. Martens|New Balance/);
    // Every brand page sends the whole list, as JSON inside the flight data's script string: at most
    // half the bytes of the same systems as JSON arrays.
    const inFlight = (value: unknown) => JSON.stringify(JSON.stringify(value)).length;
    expect(inFlight(sent)).toBeLessThan(inFlight(Object.fromEntries(options.slice(1).map((o) => [o.slug, o.systems]))) / 2);
  });
});
