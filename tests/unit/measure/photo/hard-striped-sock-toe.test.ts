import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

// A sock's white stripe is as light as the paper: where the sock's tip lies inside one, the outline ends at the stripe's
// near edge, short of the toe, and no dark band shows beyond it. Seed 174 (a fresh seed, not one the measurer was tuned
// on) is such a photo: the toe is read some 4 mm short, and was reported with medium confidence before this change.
describe('a striped sock whose tip lies in a white stripe', () => {
  it('is not measured with more than low confidence when the reading is over 3 mm short', () => {
    const photo = hardPhoto(174, 'measurable');
    const result = measureFoot(photo.image, photo.paper);
    // Refused for the sock, measured within the 3 mm promised, or a reading off by more that says its confidence is low.
    const verdict = !result.ok
      ? result.reason
      : Math.abs(result.lengthMm - photo.lengthMm) <= 3
        ? 'within 3 mm'
        : `off by ${(result.lengthMm - photo.lengthMm).toFixed(1)} mm, ${result.confidence} confidence`;
    expect(verdict).toMatch(/^(noFoot|within 3 mm|off by .* mm, low confidence)$/);
  }, 60_000);
});
