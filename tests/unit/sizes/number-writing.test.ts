import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { locales } from '@/lib/i18n/routing';

/** The numbers the site writes: every grid value of every system, foot lengths in mm, cm and inches, and awkward halves. */
function sampleValues(): number[] {
  const values = new Set<number>([0, 0.05, 0.5, 0.95, 1.005, 2.5, 8.675, 9.96, 10.374, 99.95, 26.34, 42 + 2 / 3, 300.5, 1234.5678]);
  for (let k = 0; k <= 1200; k += 1) values.add(k / 20);
  for (let mm = 150; mm <= 340; mm += 1) {
    values.add(mm / 10);
    values.add(mm / 25.4);
    values.add(mm);
  }
  let seed = 7;
  for (let i = 0; i < 300; i += 1) {
    seed = (seed * 48271) % 2147483647;
    values.add((seed / 2147483647) * 400);
  }
  return [...values];
}

describe('numberFormat', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('writes every number exactly as Intl.NumberFormat does, in each of the site’s locales', async () => {
    const { numberFormat } = await import('@/lib/sizes/model/format-size');
    const values = sampleValues();
    for (const locale of locales) {
      for (const [decimals, minimum] of [
        [0, 0],
        [1, 0],
        [2, 0],
        [1, 1],
      ] as const) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: minimum, maximumFractionDigits: decimals, useGrouping: false });
        const ours = numberFormat(locale, decimals, minimum);
        const differing = values.filter((value) => ours.format(value) !== intl.format(value));
        expect(differing.map((value) => [locale, decimals, minimum, value, ours.format(value), intl.format(value)])).toEqual([]);
      }
    }
  });

  it('leaves what it does not write plainly to Intl.NumberFormat: negative numbers, exponents, other locales', async () => {
    const { numberFormat } = await import('@/lib/sizes/model/format-size');
    expect(numberFormat('en', 1).format(-0)).toBe(new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false }).format(-0));
    expect(numberFormat('en', 1).format(-2.25)).toBe('-2.3');
    expect(numberFormat('en', 2).format(1e21)).toBe('1000000000000000000000');
    expect(numberFormat('ar-EG', 1).format(26.5)).toBe(
      new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 1, useGrouping: false }).format(26.5),
    );
  });

  it('builds no Intl.NumberFormat to write a standard table and its labels in the site’s locales', async () => {
    const Platform = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends Platform {
      constructor(...args: ConstructorParameters<typeof Platform>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.NumberFormat;
    onTestFinished(() => {
      Intl.NumberFormat = Platform;
    });
    const { standardCharts } = await import('@/lib/sizes/model/standard');
    const { formatSize, numberFormat } = await import('@/lib/sizes/model/format-size');
    expect(standardCharts.men.rows.length).toBeGreaterThan(30);
    for (const locale of locales) {
      expect(formatSize(42.5, 'eu', locale)).toMatch(/^42[.,]5$/);
      expect(numberFormat(locale, 1, 1).format(26)).toMatch(/^26[.,]0$/);
    }
    expect(built).toBe(0);
  });
});
