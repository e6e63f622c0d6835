import { describe, expect, it } from 'vitest';
import { formatSize, parseSize } from '@/lib/sizes';

describe('parseSize', () => {
  it.each([
    ['9', { value: 9 }],
    ['9.5', { value: 9.5 }],
    ['9,5', { value: 9.5 }],
    [' 9 1/2 ', { value: 9.5 }],
    ['9½', { value: 9.5 }],
    ['10C', { value: 10, scale: 'C' }],
    ['10.5c', { value: 10.5, scale: 'C' }],
    ['3Y', { value: 3, scale: 'Y' }],
    ['3 y', { value: 3, scale: 'Y' }],
    ['5-5.5', { value: 5, upTo: 5.5 }],
    ['5 – 5.5', { value: 5, upTo: 5.5 }],
  ] as const)('reads %j', (text, size) => {
    expect(parseSize(text)).toEqual({ ok: true, size });
  });

  it('reads thirds written with a slash or the Unicode glyph', () => {
    for (const text of ['42 2/3', '42⅔', '42 ⅔']) {
      const parsed = parseSize(text);
      expect(parsed.ok && parsed.size.value).toBeCloseTo(42 + 2 / 3, 12);
    }
    const third = parseSize('41⅓');
    expect(third.ok && third.size.value).toBeCloseTo(41 + 1 / 3, 12);
  });

  it('explains what is wrong with a malformed label', () => {
    expect(parseSize('42 3/4')).toEqual({ ok: false, error: 'malformed-size', input: '42 3/4', reason: 'unsupported fraction 3/4' });
    expect(parseSize('6-5')).toMatchObject({ ok: false, reason: 'a range must go from the smaller size to the larger' });
    expect(parseSize(-1)).toMatchObject({ ok: false, error: 'malformed-size' });
    expect(parseSize({ value: 5, upTo: 4 })).toMatchObject({ ok: false, error: 'malformed-size' });
  });
});

describe('formatSize', () => {
  it('writes decimals the way the locale does', () => {
    expect(formatSize(42.5, 'eu', 'en')).toBe('42.5');
    expect(formatSize(42.5, 'eu', 'de')).toBe('42,5');
    expect(formatSize(8.3, 'us', 'fr')).toBe('8,3');
  });

  it('writes thirds as brands print them', () => {
    expect(formatSize(42 + 2 / 3, 'eu', 'en')).toBe('42 2/3');
    expect(formatSize(128 / 3 - 1 / 3, 'eu', 'de')).toBe('42 1/3');
  });

  it('keeps millimetre systems whole and foot lengths to one decimal in cm, two in inches (a whole mm typed back)', () => {
    expect(formatSize(265, 'mondopoint', 'en')).toBe('265');
    expect(formatSize(26.34, 'cm', 'en')).toBe('26.3');
    expect(formatSize(10.374, 'inch', 'de')).toBe('10,37');
  });

  it('adds the US kids tier and writes two-size labels with a hyphen', () => {
    expect(formatSize({ value: 10.5, scale: 'C' }, 'us', 'en')).toBe('10.5C');
    expect(formatSize({ value: 3, scale: 'Y' }, 'us', 'de')).toBe('3Y');
    expect(formatSize({ value: 13, scale: 'child' }, 'uk', 'en')).toBe('13');
    expect(formatSize({ value: 5, upTo: 5.5 }, 'us', 'de')).toBe('5-5,5');
  });
});
