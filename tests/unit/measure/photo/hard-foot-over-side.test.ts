import { describe, expect, it } from 'vitest';
import { hardWithin } from '@/tests/support/hard-within';

describe('a standing foot seen at a slant reaching over a long side of the sheet', () => {
  it('is measured when the photo beyond the side shows its outline ending within the slant’s reach', () => {
    // 319 (a grey sock on a dark floor, 20–30° of tilt): the sole stands 10 mm or more inside the sheet, but the ball,
    // some 2 cm high, is seen a few millimetres over the side away from the camera, and the outline was refused as
    // running off the sheet (`footOffSheet`). Beyond the side the sock gives way to the floor within 3 mm of it.
    expect(hardWithin([319], 3)).toEqual(['319: ok']);
  }, 60_000);
});
