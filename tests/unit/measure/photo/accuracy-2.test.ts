import { describe, expect, it } from 'vitest';
import { runAccuracy } from '@/tests/support/foot-accuracy';

// The 64 photos are split over two files so the two cores measure them side by side.
const seeds = Array.from({ length: 32 }, (_, i) => 33 + i);

describe('measuring a foot on synthetic photos of known length (seeds 33–64)', () => {
  it('is within 3 mm of the truth on at least 95 % of them, and the width within 4 mm', () => {
    const { errors, wrongWidth, maxUncertaintyMm } = runAccuracy(seeds);
    const within = errors.filter((error) => error <= 3).length;
    expect(within / seeds.length, `errors: ${errors.map((e) => e.toFixed(1)).join(' ')}`).toBeGreaterThanOrEqual(0.95);
    expect(wrongWidth).toBeLessThanOrEqual(1);
    expect(maxUncertaintyMm).toBeLessThanOrEqual(5);
  }, 180_000);
});
