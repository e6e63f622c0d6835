import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

// An A4 sheet measured with US Letter chosen, seen nearly from above: the heel edge was fitted to where a
// leg's shadow meets the skirting board, which cut the sheet short to Letter's proportion, so the measurer
// before this change answered 17 mm short with "medium confidence" and no word about the paper.
describe('the wrong paper chosen', () => {
  it('gets no number without a warning', () => {
    const photo = hardPhoto(5002, 'wrongPaper');
    expect([photo.truePaper, photo.paper]).toEqual(['a4', 'letter']);
    const result = measureFoot(photo.image, photo.paper);
    const outcome = result.ok
      ? `measured${result.paperUnchecked ? ' with the paper warning' : ''}`
      : `${result.reason} (${result.seenPaper})`;
    expect(outcome).toMatch(/^wrongPaper \(a4\)$|^measured with the paper warning$/);
  }, 60_000);
});
