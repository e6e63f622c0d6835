import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';
import { hardWithin } from '@/tests/support/hard-within';

describe('the sheet against a light wall or floor', () => {
  it('takes a short edge whose paper is darker than the light wall or floor beyond it', () => {
    // 35 (a light wall at the heel edge, the paper there in the leg's shadow) and 90 (a light floor): the edge's step
    // goes the other way, so no four lines made a sheet and the bright region ran on into the wall or floor.
    expect(hardWithin([35, 90], 3)).toEqual(['35: ok', '90: ok']);
  }, 200_000);

  it('does not let such an edge name the other paper', () => {
    // 60: several near copies of the same four lines undo to proportions 1.31–1.45 at 30–35° with lens distortion; one
    // that read as Letter refused the A4 photo as `wrongPaper`. An edge that may be a skirting board's cannot tell.
    expect(hardWithin([60], 3)).toEqual(['60: ok']);
  }, 200_000);

  it('lets such an edge name the other paper where no four edges seen make the chosen one', () => {
    // wrongPaper 5003 (A4 measured as Letter, a light skirting board at the heel edge): only a heel edge placed from
    // Letter's proportion made a Letter sheet, and it answered 20 mm short ("low", paper warning).
    const photo = hardPhoto(5003, 'wrongPaper');
    const result = measureFoot(photo.image, photo.paper);
    expect(result.ok ? `${(result.lengthMm - photo.lengthMm).toFixed(1)} mm` : [result.reason, result.seenPaper]).toEqual([
      'wrongPaper',
      'a4',
    ]);
  }, 200_000);

  it('gives no number for a foot seen mostly as shade', () => {
    // 83: a grey sock with white stripes as bright as the paper in dim light; once its sheet is found, only scraps of
    // its shaded side stand out from the paper, and that outline read 33.5 mm short.
    const photo = hardPhoto(83, 'measurable');
    const result = measureFoot(photo.image, photo.paper);
    expect(result.ok ? `${(result.lengthMm - photo.lengthMm).toFixed(1)} mm` : 'refused').toBe('refused');
  }, 200_000);
});
