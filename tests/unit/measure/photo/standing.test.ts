import { describe, expect, it } from 'vitest';
import { homographyFromPoints } from '@/lib/measure/photo/homography';
import { sheetCorners } from '@/lib/measure/photo/measure';
import { cameraCentre, standingFoot } from '@/lib/measure/photo/standing';
import type { Point } from '@/lib/measure/photo/types';

type Vec = [number, number, number];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: Vec): Vec => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** A pinhole camera at `centre` looking at `target`, focal length `focal` px, 600×800 photo. */
function pinhole(centre: Vec, target: Vec, focal: number) {
  const forward = unit(sub(target, centre));
  const right = unit(cross(forward, [0, -1, 0]));
  const down = cross(forward, right);
  return (p: Vec): Point => {
    const d = sub(p, centre);
    const z = dot(d, forward);
    return { x: 299.5 + (focal * dot(d, right)) / z, y: 399.5 + (focal * dot(d, down)) / z };
  };
}

describe('cameraCentre', () => {
  it('finds the camera over the sheet from the sheet corners it sees, tilted or not', () => {
    for (const centre of [
      [105, 150, 500],
      [140, 420, 520],
      [-60, 380, 450],
    ] as Vec[]) {
      const project = pinhole(centre, [105, 150, 0], 714);
      const sheet = sheetCorners('a4');
      const seen = sheet.map((p) => project([p.x, p.y, 0]));
      const found = cameraCentre(homographyFromPoints(sheet, seen)!, 714, 600, 800)!;
      expect(found.x).toBeCloseTo(centre[0], 3);
      expect(found.y).toBeCloseTo(centre[1], 3);
      expect(found.z).toBeCloseTo(centre[2], 3);
    }
  });
});

describe('standingFoot', () => {
  it('leaves a foot seen from straight above its toe as long as its outline, its width shrunk by the ball height', () => {
    const size = standingFoot(250, 100, { x: 100, y: 250 }, { x: 100, y: 250, z: 500 });
    expect(size.lengthMm).toBeCloseTo(250, 6);
    expect(size.widthMm).toBeCloseTo(100 * (1 - (0.085 * 250) / 500), 6);
  });

  it('lengthens the outline of a toe seen from in front of it and shortens one seen from behind', () => {
    expect(standingFoot(250, 100, { x: 100, y: 250 }, { x: 100, y: 550, z: 500 }).lengthMm).toBeGreaterThan(255);
    expect(standingFoot(250, 100, { x: 100, y: 250 }, { x: 100, y: 100, z: 500 }).lengthMm).toBeLessThan(248);
  });
});
