import { describe, expect, it } from 'vitest';
import { hardWithin } from '@/tests/support/hard-within';

describe("a lamp's cast shadow beside a bare forefoot, with no crease between them", () => {
  it("reads the width from where the shadow's colour turns to the skin's, not from the shadow's outer edge", () => {
    // 301 (bare foot, lamp light, 20–30°): the lamp's shadow beside the ball, lit by the room alone and so bluer than the
    // lamp-lit paper, counted as foot, and the width ran out to the shadow's far edge (11 mm too wide). The shadow is one
    // colour across, and turns at once to the skin's where the foot begins.
    expect(hardWithin([301], 4, 'widthMm')).toEqual(['301: ok']);
  }, 120_000);
});
