import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto, type HardKind } from '@/tests/support/hard-foot-photo';

const outcome = (seed: number, kind: HardKind) => {
  const photo = hardPhoto(seed, kind);
  const result = measureFoot(photo.image, photo.paper);
  return result.ok ? `measured ${result.lengthMm.toFixed(1)} mm` : result.reason;
};

// Feet on a patterned rug, no paper, a light skirting board and wall behind bare legs: the foot of the skirting board
// stops at each leg's outline and goes on beyond it, and the bright corner a leg's outline makes with it was taken for a
// sheet's, so the bright wall running off the photo was called a sheet cut off (`sheetCut`, which sends the user to move
// the phone) before this change.
describe('a corner made by a leg in front of a light skirting board', () => {
  it('is no sheet corner: a photo with no paper is refused as no sheet found', () => {
    expect(outcome(5001, 'noPaper')).toBe('noSheet');
  }, 60_000);

  it('still leaves a sheet whose heel edge runs on along the skirting board cut off (no leg between them)', () => {
    // 5001: the sheet runs off the photo's left side; one corner seen is a heel corner whose edge the skirting board's
    // foot continues without a gap, another a toe corner.
    expect(outcome(5001, 'cornerOut')).toBe('sheetCut');
  }, 60_000);
});
