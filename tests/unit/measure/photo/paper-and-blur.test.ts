import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import type { RgbaImage } from '@/lib/measure/photo/types';
import { makeScene, syntheticPhoto } from '@/tests/support/synthetic-foot-photo';

const seeds = [1, 2, 3, 4, 5, 6];

/** The photo smeared along x over `length` pixels, as a hand moving during the exposure does. */
function motionBlur(image: RgbaImage, length: number): RgbaImage {
  const { width, height, data } = image;
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let k = 0; k < length; k++) sum += data[(y * width + Math.min(width - 1, Math.max(0, x + k - (length >> 1)))) * 4 + c]!;
        out[(y * width + x) * 4 + c] = sum / length;
      }
  return { width, height, data: out };
}

describe('measureFoot checks the paper setting and the sharpness', () => {
  it('refuses a photo measured with the other paper chosen, naming the paper the sheet shows', () => {
    const outcomes = seeds.map((seed) => {
      const photo = syntheticPhoto(seed, 'measurable');
      const result = measureFoot(photo.image, photo.scene.paper === 'a4' ? 'letter' : 'a4');
      return result.ok
        ? `measured ${result.lengthMm.toFixed(1)} mm`
        : `${result.reason} ${result.seenPaper ?? ''} (is ${photo.scene.paper})`;
    });
    const expected = seeds.map((seed) => {
      // The scene alone names the paper (the same scene syntheticPhoto renders): no second render.
      const paper = makeScene(seed, 'measurable').scene.paper;
      return `wrongPaper ${paper} (is ${paper})`;
    });
    expect(outcomes).toEqual(expected);
  }, 120_000);

  it('refuses a photo smeared by motion as blurred, and still measures the same photo when sharp', () => {
    for (const seed of seeds.slice(0, 3)) {
      const photo = syntheticPhoto(seed, 'measurable');
      expect(measureFoot(photo.image, photo.scene.paper).ok).toBe(true);
      const smeared = measureFoot(motionBlur(photo.image, 16), photo.scene.paper);
      expect(smeared.ok ? `measured ${smeared.lengthMm.toFixed(1)} mm` : smeared.reason).toBe('blurred');
    }
  }, 120_000);
});
