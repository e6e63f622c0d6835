import { describe, expect, it } from 'vitest';
import { applyHomography, homographyFromPoints } from '@/lib/measure/photo/homography';
import { guessMarks, quadProblem, readPlacedMarks, screenOrder, type PlacedMarks } from '@/lib/measure/photo/manual';
import { sheetCorners } from '@/lib/measure/photo/measure';
import type { Point, Quad, RgbaImage } from '@/lib/measure/photo/types';
import { hardPhotoMarks } from '@/tests/support/hard-foot-photo';

/** A Letter sheet seen in perspective: its heel edge (sheet y = 0) near the top of an 800 × 1000 photo. */
const seen: Quad = [
  { x: 231, y: 148 },
  { x: 578, y: 163 },
  { x: 642, y: 771 },
  { x: 160, y: 742 },
];
const toPhoto = homographyFromPoints(sheetCorners('letter'), seen)!;
const onSheet = (x: number, y: number): Point => applyHomography(toPhoto, { x, y });
/** Heel at the wall, toe 251 mm along, 6 mm further across: the length is measured along the sheet. */
const placed: PlacedMarks = { corners: seen, heel: onSheet(100, 0), toe: onSheet(106, 251) };

const rotate = (q: Quad, by: number): Quad => [0, 1, 2, 3].map((i) => q[(i + by) % 4]!) as Quad;

describe('readPlacedMarks', () => {
  it('reads the length along the sheet from hand-placed corners in any order round the sheet', () => {
    for (const turn of [0, 1, 2, 3]) {
      const reading = readPlacedMarks({ ...placed, corners: rotate(seen, turn) }, 'letter');
      expect(reading.ok && reading.lengthMm).toBeCloseTo(251, 6);
    }
    const backwards = readPlacedMarks({ ...placed, corners: [...seen].reverse() as Quad }, 'letter');
    expect(backwards.ok && backwards.lengthMm).toBeCloseTo(251, 6);
  });

  it('hands back the corners heel edge first, as the measurer orders them', () => {
    const reading = readPlacedMarks({ ...placed, corners: rotate(seen, 3) }, 'letter');
    expect(reading.ok && reading.sheetOrder).toEqual(seen);
    const reversedFoot = readPlacedMarks({ corners: seen, heel: placed.toe, toe: placed.heel }, 'letter');
    expect(reversedFoot.ok && reversedFoot.sheetOrder).toEqual(rotate(seen, 2));
  });

  it('follows the chosen paper: the same marks on A4 read longer than on Letter', () => {
    const a4 = readPlacedMarks(placed, 'a4');
    expect(a4.ok && a4.lengthMm).toBeCloseTo((251 * 297) / 279.4, 4);
  });

  it('refuses crossed corners, a shape that is not a sheet, marks off the sheet and impossible lengths', () => {
    const crossed: Quad = [seen[0], seen[2], seen[1], seen[3]];
    expect(readPlacedMarks({ ...placed, corners: crossed }, 'letter')).toEqual({ ok: false, problem: 'cornersCrossed' });
    const dented: Quad = [seen[0], seen[1], { x: 400, y: 300 }, seen[3]];
    expect(readPlacedMarks({ ...placed, corners: dented }, 'letter')).toEqual({ ok: false, problem: 'notConvex' });
    const flat: Quad = [seen[0], { x: 400, y: 148 }, { x: 600, y: 148 }, seen[3]];
    expect(readPlacedMarks({ ...placed, corners: flat }, 'letter')).toEqual({ ok: false, problem: 'notConvex' });
    expect(readPlacedMarks({ ...placed, toe: onSheet(106, 290) }, 'letter')).toEqual({ ok: false, problem: 'markOffSheet' });
    expect(readPlacedMarks({ ...placed, heel: onSheet(-9, 10) }, 'letter')).toEqual({ ok: false, problem: 'markOffSheet' });
    expect(readPlacedMarks({ ...placed, toe: onSheet(106, 95) }, 'letter')).toEqual({ ok: false, problem: 'lengthOutOfRange' });
    expect(readPlacedMarks({ ...placed, toe: placed.heel }, 'letter')).toEqual({ ok: false, problem: 'lengthOutOfRange' });
  });

  it('accepts a heel mark just behind the heel edge, where the wall is', () => {
    const reading = readPlacedMarks({ ...placed, heel: onSheet(100, -1) }, 'letter');
    expect(reading.ok && reading.lengthMm).toBeCloseTo(252, 6);
  });

  it('reads a rendered photo’s true length from marks placed where the sheet and foot are', () => {
    for (const [seed, kind] of [
      [16, 'measurable'],
      [1, 'blurred'],
    ] as const) {
      const truth = hardPhotoMarks(seed, kind);
      const reading = readPlacedMarks({ corners: screenOrder(truth.corners), heel: truth.heel, toe: truth.toe }, truth.paper);
      expect(reading.ok).toBe(true);
      expect(Math.abs((reading.ok ? reading.lengthMm : 0) - truth.lengthMm)).toBeLessThan(2);
    }
  });
});

describe('quadProblem', () => {
  it('takes a convex quadrilateral in either direction round', () => {
    expect(quadProblem(seen)).toBeNull();
    expect(quadProblem([...seen].reverse() as Quad)).toBeNull();
  });
});

describe('screenOrder', () => {
  it('orders corners top left, top right, bottom right, bottom left whatever order they came in', () => {
    expect(screenOrder([seen[2], seen[0], seen[3], seen[1]])).toEqual(seen);
    const turned: Quad = [
      { x: 500, y: 100 },
      { x: 900, y: 420 },
      { x: 560, y: 860 },
      { x: 120, y: 520 },
    ];
    expect(screenOrder([turned[3], turned[1], turned[0], turned[2]])).toEqual(turned);
  });
});

describe('guessMarks', () => {
  it('starts from a sheet of the paper’s proportion in the middle of a photo without one, toe below heel', () => {
    const image: RgbaImage = { width: 600, height: 800, data: new Uint8ClampedArray(600 * 800 * 4).fill(40) };
    const guess = guessMarks(image, 'a4');
    const [tl, tr, , bl] = guess.marks.corners;
    expect(guess.sheetFound).toBe(false);
    expect((bl.y - tl.y) / (tr.x - tl.x)).toBeCloseTo(297 / 210, 6);
    expect(guess.marks.toe.y).toBeGreaterThan(guess.marks.heel.y);
  });
});
