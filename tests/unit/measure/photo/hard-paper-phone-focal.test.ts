import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

describe('the other paper, where only the focal length the corners imply makes the chosen one', () => {
  it('is named, not measured on', () => {
    // wrongPaper 5023: a Letter sheet with A4 chosen, at 10–20° of tilt. The corners imply a focal length 1.7 times a
    // phone's typical one, which undoes the sheet to 1.393 (nearer A4's 1.414 than Letter's 1.294), so the paper was
    // not doubted and the foot read 14.9 mm long at "medium" without the paper warning. No focal length a phone has
    // makes A4's proportion of these corners; one makes Letter's.
    const photo = hardPhoto(5023, 'wrongPaper');
    const result = measureFoot(photo.image, photo.paper);
    expect(result.ok ? `${(result.lengthMm - photo.lengthMm).toFixed(1)} mm` : `${result.reason} ${result.seenPaper}`).toBe('wrongPaper letter');
  }, 60_000);
});
