import { describe, expect, it } from 'vitest';
import { homographyFromPoints, squareToQuad } from '@/lib/measure/photo/homography';
import type { Point } from '@/lib/measure/photo/types';

const unitSquare: Point[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

describe('squareToQuad', () => {
  it('is the map homographyFromPoints solves for from the unit square, to rounding', () => {
    // Sheets as a photo sees them, centred on the picture: up to 60 px either way off a 300 × 420 px rectangle.
    let state = 27;
    const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 120;
    for (let n = 0; n < 500; n++) {
      const quad = unitSquare.map((p) => ({ x: (p.x - 0.5) * 300 + next(), y: (p.y - 0.5) * 420 + next() }));
      const solved = homographyFromPoints(unitSquare, quad)!;
      const closed = squareToQuad(quad)!;
      for (let k = 0; k < 9; k++) expect(closed[k]).toBeCloseTo(solved[k]!, 9);
      // Each corner of the square lands on the quad's.
      unitSquare.forEach(({ x, y }, i) => {
        const w = closed[6]! * x + closed[7]! * y + 1;
        expect((closed[0]! * x + closed[1]! * y + closed[2]!) / w).toBeCloseTo(quad[i]!.x, 6);
        expect((closed[3]! * x + closed[4]! * y + closed[5]!) / w).toBeCloseTo(quad[i]!.y, 6);
      });
    }
  });

  it('gives a map or none where the solved system does, corners on a line included', () => {
    const point = (x: number, y: number) => ({ x, y });
    const degenerate = [
      [point(0, 0), point(100, 0), point(200, 0), point(50, 80)],
      [point(0, 80), point(100, 0), point(200, 0), point(300, 0)],
      [point(0, 0), point(100, 0), point(100, 0), point(0, 80)],
      [point(0, 0), point(100, 0), point(50, 80), point(150, 80)],
    ];
    for (const quad of degenerate) {
      const solved = homographyFromPoints(unitSquare, quad);
      const closed = squareToQuad(quad);
      expect(closed === null).toBe(solved === null);
      if (solved && closed) for (let k = 0; k < 9; k++) expect(closed[k]).toBeCloseTo(solved[k]!, 9);
    }
  });
});
