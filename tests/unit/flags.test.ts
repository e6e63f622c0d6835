import { describe, expect, it } from 'vitest';
import { GET, generateStaticParams } from '@/app/flags/[file]/route';
import { flagCountries, flagImagePath } from '@/lib/i18n/flags';
import { localeFlagCountry, locales } from '@/lib/i18n/routing';

const get = (file: string) => GET(new Request(`http://localhost/flags/${file}`), { params: Promise.resolve({ file }) });

describe('flag images', () => {
  it('has one image per flag country, Hindi and Gujarati sharing India', () => {
    expect(flagImagePath('hi')).toBe('/flags/IN.svg');
    expect(flagImagePath('gu')).toBe(flagImagePath('hi'));
    expect(new Set(locales.map(flagImagePath)).size).toBe(flagCountries.length);
    expect(generateStaticParams()).toEqual(flagCountries.map((code) => ({ file: `${code}.svg` })));
  });

  it.each(locales)('serves the flag of %s as an SVG image', async (locale) => {
    const response = await get(flagImagePath(locale).split('/').pop()!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const body = await response.text();
    expect(body).toMatch(/^<svg [^>]*viewBox="0 0 [\d.]+ [\d.]+"/);
    expect(body.length).toBeGreaterThan(100);
  });

  it('gives different countries different images', async () => {
    const japan = await (await get(`${localeFlagCountry.ja}.svg`)).text();
    const korea = await (await get(`${localeFlagCountry.ko}.svg`)).text();
    expect(japan).not.toBe(korea);
  });

  it.each(['GB.svg', 'jp.svg', 'JP.png', 'JP', '../JP.svg', 'JP.svg.svg'])('answers 404 for %s', async (file) => {
    expect((await get(file)).status).toBe(404);
  });
});
