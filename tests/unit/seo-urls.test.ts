import { describe, expect, it } from 'vitest';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo/urls';
import { locales } from '@/lib/i18n/routing';

describe('localizedPath', () => {
  it('leaves English unprefixed and prefixes every other language', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/women')).toBe('/women');
    expect(localizedPath('fr', '/')).toBe('/fr');
    expect(localizedPath('ja', '/country/japanese')).toBe('/ja/country/japanese');
  });
});

describe('languageAlternates', () => {
  it('gives x-default and all thirteen languages as absolute URLs', () => {
    const alternates = languageAlternates('https://shoes.example', '/brand/nike');
    expect(Object.keys(alternates).sort()).toEqual(['x-default', ...locales].sort());
    expect(alternates['x-default']).toBe('https://shoes.example/brand/nike');
    expect(alternates.en).toBe('https://shoes.example/brand/nike');
    expect(alternates.gu).toBe('https://shoes.example/gu/brand/nike');
    expect(absoluteUrl('https://shoes.example', 'de', '/')).toBe('https://shoes.example/de');
    expect(absoluteUrl('https://shoes.example', 'en', '/')).toBe('https://shoes.example');
  });
});

describe('isDashboardPath', () => {
  it('recognises the dashboard with or without a locale prefix', async () => {
    const { isDashboardPath } = await import('@/lib/i18n/request-path');
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/fr/dashboard/users/1')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/brand/dashboard')).toBe(false);
    expect(isDashboardPath('/xx/dashboard')).toBe(false);
    expect(isDashboardPath(null)).toBe(false);
  });
});
