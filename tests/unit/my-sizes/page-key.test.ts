import { describe, expect, it } from 'vitest';
import { brandSlugs, countrySlugs } from '@/lib/page-catalogue';
import { brandOfPage, converterPageKeys, countryOfPage } from '@/lib/my-sizes/page-key';

describe('the page a converter key names', () => {
  it('gives each brand page its brand and each country page its country', () => {
    for (const brand of brandSlugs) expect(brandOfPage(`brand-${brand}`)).toBe(brand);
    for (const country of countrySlugs) expect(countryOfPage(`country-${country}`)).toBe(country);
  });

  it('gives every other page neither', () => {
    const others = converterPageKeys.filter((key) => !key.startsWith('brand-') && !key.startsWith('country-'));
    expect(others).toEqual(expect.arrayContaining(['home', 'men', 'women', 'kids']));
    for (const key of others) {
      expect(brandOfPage(key), key).toBeNull();
      expect(countryOfPage(key), key).toBeNull();
    }
    expect(countryOfPage('brand-nike')).toBeNull();
    expect(brandOfPage('country-japanese')).toBeNull();
  });
});
