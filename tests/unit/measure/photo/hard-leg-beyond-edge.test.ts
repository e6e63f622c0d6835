import { describe, expect, it } from 'vitest';
import { hardWithin } from '@/tests/support/hard-within';

describe('a leg rising from the heel at a short edge, seen from a phone tilted 30–35°', () => {
  it('is told from toes cut by the edge by the leg running on over the floor beyond it', () => {
    // 501 (a dark sock against a skirting board, seen from the toes' side): the leg over the heel edge is 0.79 as wide
    // at the edge as 3 cm in, under both leg bars, and the heel end with the ankle is as wide as the forefoot, so the
    // outline was taken for toes running off the sheet on every look (`footOffSheet`). Beyond the edge, along the
    // camera's line of sight, the leg lies over the skirting board and floor for 10 cm and more; cut toes stop within
    // a few centimetres (the original set's off-sheet photos: 34 mm at most), and `refusals.test.ts` keeps those refused.
    expect(hardWithin([501], 3)).toEqual(['501: ok']);
  }, 60_000);
});
