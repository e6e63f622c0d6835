import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

// An A4 sheet whose heel corners lie out of the photo's top, the leg in trousers over the heel end: the line finder
// placed the hidden heel edge from the paper's proportion a few pixels inside the photo's top edge, where nothing
// beyond it is in the picture to show it hidden rather than running on. The measurer before this change measured that
// sheet, 6.7 mm short, instead of asking for all four corners in the photo.
describe('a heel edge placed along the edge of the photo', () => {
  it('is taken for a sheet cut off', () => {
    const photo = hardPhoto(5018, 'cornerOut');
    const result = measureFoot(photo.image, photo.paper);
    expect(result.ok ? `measured ${(result.lengthMm - photo.lengthMm).toFixed(1)} mm off` : result.reason).toBe('sheetCut');
  }, 60_000);
});
