import { describe, expect, it } from 'vitest';
import { mySizesInputSchema } from '@/lib/my-sizes/input-schema';

const codeOf = (input: unknown) => {
  const result = mySizesInputSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('mySizesInputSchema', () => {
  it('keeps a typed foot length to one decimal with its source', () => {
    expect(mySizesInputSchema.parse({ gender: 'men', footLengthMm: 263.44, source: 'photo' })).toEqual({
      gender: 'men',
      footLengthMm: 263.4,
      source: 'photo',
      fit: null,
    });
    expect(mySizesInputSchema.parse({ gender: 'kids', footLengthMm: 150 }).source).toBe('typed');
  });

  it('reads the foot length from a brand fit alone and says so in the source', () => {
    // Nike men's US 9 is the 26.2 cm row of Nike's printed chart.
    expect(mySizesInputSchema.parse({ gender: 'men', fit: { brand: 'nike', system: 'us', size: '9' } })).toEqual({
      gender: 'men',
      footLengthMm: 262,
      source: 'fit',
      fit: { brand: 'nike', system: 'us', size: '9' },
    });
  });

  it('keeps a typed foot length beside a fit and stores the fit as the brand prints it', () => {
    const parsed = mySizesInputSchema.parse({
      gender: 'men',
      footLengthMm: 265,
      source: 'ruler',
      fit: { brand: 'nike', system: 'eu', size: '42,5' },
    });
    expect(parsed).toEqual({ gender: 'men', footLengthMm: 265, source: 'ruler', fit: { brand: 'nike', system: 'eu', size: '42.5' } });
  });

  it.each([
    [{ gender: 'men', footLengthMm: 79.9 }, 'footLengthMm', 'invalidFootLength'],
    [{ gender: 'men', footLengthMm: 360.1 }, 'footLengthMm', 'invalidFootLength'],
    [{ gender: 'men', footLengthMm: '265' }, 'footLengthMm', 'invalidFootLength'],
    [{ gender: 'men', footLengthMm: 120 }, 'footLengthMm', 'footLengthOutOfRange'],
    [{ gender: 'kids', footLengthMm: 300 }, 'footLengthMm', 'footLengthOutOfRange'],
    [{ gender: 'men' }, 'footLengthMm', 'footLengthRequired'],
    [{ gender: 'men', fit: { brand: 'nike', system: 'us', size: '9.25' } }, 'fit', 'fitNotOnChart'],
    [{ gender: 'men', fit: { brand: 'alegria', system: 'us', size: '9' } }, 'fit', 'fitNotOnChart'],
    [{ gender: 'men', fit: { brand: 'acme', system: 'us', size: '9' } }, 'fit.brand', 'fitNotOnChart'],
    [{ gender: 'men', fit: { brand: 'nike', system: 'us', size: '40' } }, 'fit', 'fitNotOnChart'],
  ])('refuses %j', (input, path, code) => {
    expect(codeOf(input)?.[0]).toEqual([path, code]);
  });

  it('refuses unknown fields, genders and sources', () => {
    expect(codeOf({ gender: 'men', footLengthMm: 265, extra: 1 })).not.toBeNull();
    expect(codeOf({ gender: 'unisex', footLengthMm: 265 })).not.toBeNull();
    expect(codeOf({ gender: 'men', footLengthMm: 265, source: 'fit' })).not.toBeNull();
  });
});
