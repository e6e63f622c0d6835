import { describe, expect, it } from 'vitest';
import { hardWithin } from '@/tests/support/hard-within';

describe("a lamp's cast shadow beside the forefoot", () => {
  it('reads the width from the crease under the foot, not from the outer edge of the shadow', () => {
    // 201 (a red sock, lamp light, 30–35° tilt): the lamp's shadow beside the ball, lit only by the room and so tinted
    // and dark, counted as foot, and the width ran out to the shadow's far edge (8 mm too wide). Between the shadow and
    // the sock lies the darker crease where the sock meets the floor.
    expect(hardWithin([201], 4, 'widthMm')).toEqual(['201: ok']);
  }, 120_000);
});
