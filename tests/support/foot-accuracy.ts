import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { syntheticPhoto } from './synthetic-foot-photo';

interface AccuracyRun {
  /** |measured − true| per photo in mm; Infinity where a measurable photo was refused. */
  errors: number[];
  /** Photos whose width was off by more than 4 mm. */
  wrongWidth: number;
  /** The largest uncertainty claimed for an answered photo. */
  maxUncertaintyMm: number;
}

/** Measures the measurable synthetic photos of the given seeds against their known length. */
function runAccuracy(seeds: number[]): AccuracyRun {
  const run: AccuracyRun = { errors: [], wrongWidth: 0, maxUncertaintyMm: 0 };
  for (const seed of seeds) {
    const photo = syntheticPhoto(seed, 'measurable');
    const result = measureFoot(photo.image, photo.scene.paper);
    run.errors.push(result.ok ? Math.abs(result.lengthMm - photo.lengthMm) : Infinity);
    if (!result.ok) continue;
    if (Math.abs(result.widthMm - photo.widthMm) > 4) run.wrongWidth++;
    run.maxUncertaintyMm = Math.max(run.maxUncertaintyMm, result.uncertaintyMm);
  }
  return run;
}

/**
 * The accuracy check on the synthetic photos with seeds `first` to `last`. The 64 photos are split
 * over two test files that call this, so the two cores measure them side by side.
 */
export function describeAccuracy(first: number, last: number): void {
  const seeds = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  describe(`measuring a foot on synthetic photos of known length (seeds ${first}–${last})`, () => {
    it('is within 3 mm of the truth on at least 95 % of them, and the width within 4 mm', () => {
      const { errors, wrongWidth, maxUncertaintyMm } = runAccuracy(seeds);
      const within = errors.filter((error) => error <= 3).length;
      expect(within / seeds.length, `errors: ${errors.map((e) => e.toFixed(1)).join(' ')}`).toBeGreaterThanOrEqual(0.95);
      expect(wrongWidth).toBeLessThanOrEqual(1);
      expect(maxUncertaintyMm).toBeLessThanOrEqual(5);
    }, 180_000);
  });
}
