import { describe, expect, it } from 'vitest';
import { qualityList } from '@/lib/i18n/quality-values';

describe('qualityList: a header of tokens with weights (Accept-Encoding, Accept-Language)', () => {
  it('reads each token lower-cased with its weight, 1 when none is given, in the header’s order', () => {
    expect(qualityList('gzip, BR;q=0.8 , *;Q=0')).toEqual([
      { token: 'gzip', weight: 1, index: 0 },
      { token: 'br', weight: 0.8, index: 1 },
      { token: '*', weight: 0, index: 2 },
    ]);
  });

  it('weighs an unreadable q as 0, and skips empty entries without renumbering the rest', () => {
    expect(qualityList('fr;q=abc,,ja;level=1;q=0.5')).toEqual([
      { token: 'fr', weight: 0, index: 0 },
      { token: 'ja', weight: 0.5, index: 2 },
    ]);
  });

  it('is empty for a missing or blank header', () => {
    expect(qualityList(undefined)).toEqual([]);
    expect(qualityList(null)).toEqual([]);
    expect(qualityList(' , ')).toEqual([]);
  });
});
