import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

// Two children's feet on one sheet, each with its leg (and one with trousers reaching the sheet's side):
// the measurer before issue 27 refused them as `sheetCut` and `noSheet`.
describe('two feet on one sheet', () => {
  it('refuses two feet on one sheet as two feet', () => {
    const reasons = [5003, 5007].map((seed) => {
      const photo = hardPhoto(seed, 'twoFeet');
      const result = measureFoot(photo.image, photo.paper);
      return result.ok ? `measured ${result.lengthMm.toFixed(1)} mm` : result.reason;
    });
    expect(reasons).toEqual(['twoFeet', 'twoFeet']);
  }, 120_000);
});
