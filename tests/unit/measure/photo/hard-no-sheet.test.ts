import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

const outcome = (seed: number, kind: 'noPaper' | 'cornerOut') => {
  const photo = hardPhoto(seed, kind);
  const result = measureFoot(photo.image, photo.paper);
  return result.ok ? `measured ${result.lengthMm.toFixed(1)} mm` : result.reason;
};

// A light floor or wall running off the photo, feet and no paper: the measurer before this change took the
// bright region for a sheet with a corner cut off and said `sheetCut`, which sends the user to move the phone.
describe('a photo with no paper', () => {
  it('is refused as no sheet found (a light wood floor; a beige carpet under a lamp)', () => {
    expect([5005, 5003].map((seed) => outcome(seed, 'noPaper'))).toEqual(['noSheet', 'noSheet']);
  }, 60_000);

  it('still says sheet cut off where a sheet corner shows and another is out of the picture (tiled floor, light skirting board)', () => {
    expect(outcome(5008, 'cornerOut')).toBe('sheetCut');
  }, 60_000);
});
