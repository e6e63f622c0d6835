import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto, hardPhotoMarks } from '@/tests/support/hard-foot-photo';

// Two children's feet on one A4 sheet whose crease puts its far half in shade, as dark as the checked rug's light squares,
// trousers over the heel end: the bright region at Otsu's threshold joined the wall and ran off the photo, the one at the
// second threshold was the lit near half (the crease its far side, only toes inside), and the line finder missed the
// shaded long side. The measurer before this change called the photo a sheet cut off (`sheetCut`), which sends the user
// to move the phone instead of measuring one foot at a time.
describe('two feet on a sheet that a crease cuts short', () => {
  it("says two feet, on the sheet completed from the lit half's three sides", () => {
    const photo = hardPhoto(5004, 'twoFeet');
    const result = measureFoot(photo.image, photo.paper);
    if (result.ok) throw new Error(`measured ${result.lengthMm.toFixed(1)} mm`);
    // Each corner handed on lies within 12 px of one of the sheet's true corners.
    const truth = hardPhotoMarks(5004, 'twoFeet').corners;
    const far = (result.corners ?? []).filter((c) => Math.min(...truth.map((t) => Math.hypot(t.x - c.x, t.y - c.y))) > 12);
    expect(`${result.reason}, ${result.corners ? `${far.length} corners off` : 'no corners'}`).toBe('twoFeet, 0 corners off');
  }, 60_000);
});
