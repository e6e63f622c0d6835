import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';
import { syntheticPhoto } from '@/tests/support/synthetic-foot-photo';

/**
 * Each seed's answer against the truth: `ok` within 3 mm, else how far off (and how confident) or why refused.
 * Worked out once per seed in this file (70 and 96 serve two tests): photo and measurer are deterministic.
 */
const answered = new Map<number, string>();
function outcomes(seeds: number[]): string[] {
  return seeds.map((seed) => answered.get(seed) ?? answered.set(seed, outcome(seed)).get(seed)!);
}

function outcome(seed: number): string {
  const photo = hardPhoto(seed, 'measurable');
  const result = measureFoot(photo.image, photo.paper);
  if (!result.ok) return `${seed}: refused`;
  const off = result.lengthMm - photo.lengthMm;
  return Math.abs(off) <= 3 ? `${seed}: ok` : `${seed}: ${off.toFixed(1)} mm, ${result.confidence}`;
}

describe('a phone tilted 25–35° from close by', () => {
  it('is measured, not refused as too oblique or cut off', () => {
    // 14 and 20: the sheet's corners were found within 2 px, but seen from 40–70 cm its near end looked 1.8–1.9
    // times the scale of its far end, over the 1.7 the measurer took for too oblique (14 `tooOblique`, 20 `sheetCut`).
    expect(outcomes([14, 20])).toEqual(['14: ok', '20: ok']);
  }, 200_000);

  it('still refuses a photo taken 54° from straight above, the original set oblique photo nearest the limit', () => {
    const photo = syntheticPhoto(1007, 'tooOblique');
    const result = measureFoot(photo.image, photo.scene.paper);
    expect(result.ok ? `measured ${result.lengthMm.toFixed(1)} mm` : result.reason).toBe('tooOblique');
  }, 60_000);
});

describe('a toe whose tip a white sock stripe hides', () => {
  const wrong = (seeds: number[]) => outcomes(seeds).filter((outcome) => !outcome.endsWith('refused') && !outcome.endsWith('ok'));

  it('gives no length short by the stripe', () => {
    // Once the tilt no longer refuses them: 96's big-toe tip and 98's whole row of toes are white stripes that read
    // as paper, so the outline stopped 5.8 and 49.9 mm short; 70's 4 mm short at "high confidence".
    expect(wrong([70, 96, 98])).toEqual([]);
  }, 200_000);

  it("is measured to where the sock's dark band beyond the stripe ends", () => {
    // 32, 70 and 96 were refused (`noFoot`): the band beyond each white tip begins 2–4 mm ahead of the outline's front
    // and gives way to paper 3–6 mm further on, where the toe ends.
    expect(outcomes([32, 70, 96])).toEqual(['32: ok', '70: ok', '96: ok']);
  }, 200_000);

  it('takes no print on the paper ahead of a bare toe for a band of the sock', () => {
    // 55: a printed logo 7–11 mm ahead of a bare foot's toes; read as a band beyond a stripe, the toe ran on 7.5 mm long.
    expect(wrong([55])).toEqual([]);
  }, 200_000);

  it('looks past the whole front of the outline, not only at the toe mark', () => {
    // 13 (7.8 mm short, "high", with the far-edge leg check) and 91 (6.2 mm short on `main`): the toe mark, the middle
    // of the outline's last rows, sits 3–8 mm to the side of the big toe whose white tip was cut.
    expect(wrong([13, 91])).toEqual([]);
  }, 200_000);
});
