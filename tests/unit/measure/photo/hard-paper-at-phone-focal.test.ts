import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

// A Letter sheet measured with A4 chosen, seen from 10–20°: the sheet's edges found from its lines imply a focal length
// 1.7 times a phone's typical one, at which the sheet undoes to A4's proportion (1.39), while every focal length a phone
// has undoes it to Letter's. The measurer before this change believed the impossible focal length, saw no doubt about
// the paper, and answered 15 mm long with no paper warning (its first look, on the bright region's corners, had said
// `wrongPaper`).
describe('the wrong paper chosen, its corners implying a focal length no phone has', () => {
  it('is refused as the wrong paper, naming the paper a phone sees', () => {
    const photo = hardPhoto(5023, 'wrongPaper');
    expect([photo.truePaper, photo.paper]).toEqual(['letter', 'a4']);
    const result = measureFoot(photo.image, photo.paper);
    const outcome = result.ok
      ? `measured ${(result.lengthMm - photo.lengthMm).toFixed(1)} mm off${result.paperUnchecked ? ' with the paper warning' : ''}`
      : `${result.reason} (${result.seenPaper})`;
    expect(outcome).toBe('wrongPaper (letter)');
  }, 60_000);
});
