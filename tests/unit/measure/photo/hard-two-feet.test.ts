import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

// Two children's feet whose legs reach the heel edge: the side and heel-end checks in findFoot ran before
// the two-feet check, so the measurer before this change refused seed 5008 as `footOffSheet`.
describe('two feet whose outline also runs to the sheet edge', () => {
  it('says two feet rather than foot off the sheet', () => {
    const photo = hardPhoto(5008, 'twoFeet');
    const result = measureFoot(photo.image, photo.paper);
    expect(result.ok ? `measured ${result.lengthMm.toFixed(1)} mm` : result.reason).toBe('twoFeet');
  }, 60_000);
});
