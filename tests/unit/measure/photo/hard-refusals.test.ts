import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto, hardPhotoMarks } from '@/tests/support/hard-foot-photo';

// Two children's feet on one sheet, each with its leg (and one with trousers reaching the sheet's side):
// the measurer before issue 27 refused them as `sheetCut` and `noSheet`.
describe('two feet on one sheet', () => {
  it('refuses two feet on one sheet as two feet, handing on the sheet it found for placing the marks by hand', () => {
    const reasons = [5003, 5007].map((seed) => {
      const photo = hardPhoto(seed, 'twoFeet');
      const result = measureFoot(photo.image, photo.paper);
      if (result.ok) return `measured ${result.lengthMm.toFixed(1)} mm`;
      // Each corner handed on lies within 12 px of one of the sheet's true corners.
      const truth = hardPhotoMarks(seed, 'twoFeet').corners;
      const far = (result.corners ?? []).filter((c) => Math.min(...truth.map((t) => Math.hypot(t.x - c.x, t.y - c.y))) > 12);
      return `${result.reason}, ${result.corners ? `${far.length} corners off` : 'no corners'}`;
    });
    expect(reasons).toEqual(['twoFeet, 0 corners off', 'twoFeet, 0 corners off']);
  }, 120_000);
});
