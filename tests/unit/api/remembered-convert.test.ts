import { describe, expect, it } from 'vitest';
import { convert } from '@/lib/sizes';
import { rememberedConvert } from '@/lib/converter/api/remembered-convert';

describe('rememberedConvert', () => {
  it('answers as convert() does, for sizes, foot lengths, brands, conventions and errors', () => {
    const remembered = rememberedConvert(10);
    const questions = [
      { gender: 'men', system: 'us', size: '9' },
      { gender: 'women', system: 'uk', size: '6', convention: { usWomen: 'fia' } },
      { gender: 'women', system: 'uk', size: '6', convention: { usWomen: 'converse' } },
      { gender: 'men', brand: 'nike', footMm: 265 },
      { gender: 'kids', system: 'us', size: '99' },
    ] as const;
    for (const question of questions) {
      expect(remembered(question)).toEqual(convert(question));
      expect(remembered(question)).toEqual(convert(question));
    }
  });

  it('gives the remembered, frozen answer to the same question asked with its keys in another order', () => {
    const remembered = rememberedConvert(10);
    const first = remembered({ gender: 'men', system: 'us', size: '9' });
    expect(remembered({ size: '9', system: 'us', gender: 'men' })).toBe(first);
    expect(remembered({ gender: 'men', system: 'us', size: '9.5' })).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { ok: boolean }).ok = false;
    }).toThrow();
  });

  it('forgets the least recently asked question beyond its limit', () => {
    const remembered = rememberedConvert(2);
    const a = remembered({ gender: 'men', system: 'us', size: '8' });
    const b = remembered({ gender: 'men', system: 'us', size: '9' });
    expect(remembered({ gender: 'men', system: 'us', size: '8' })).toBe(a);
    remembered({ gender: 'men', system: 'us', size: '10' });
    expect(remembered({ gender: 'men', system: 'us', size: '8' })).toBe(a);
    expect(remembered({ gender: 'men', system: 'us', size: '9' })).not.toBe(b);
  });
});
