import { describe, expect, it } from 'vitest';
import { hardWithin } from '@/tests/support/hard-within';

describe("the line finder's next quad", () => {
  it('is looked at where its best quad holds no whole foot', () => {
    // 107: the best quad is closed by a line across the sheet's middle (all four of its sides show, while the true heel
    // edge lies under the leg), so the foot ran off it; the next quad, three sides and a heel edge placed where the photo
    // shows it, has every corner within 3 px of the sheet's.
    expect(hardWithin([107], 3)).toEqual(['107: ok']);
  }, 200_000);
});
