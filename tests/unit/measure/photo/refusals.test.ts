import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { syntheticPhoto, type PhotoKind } from '@/tests/support/synthetic-foot-photo';

const kinds = ['tooDark', 'sheetCut', 'tooOblique', 'footOffSheet', 'noFoot'] as const satisfies readonly PhotoKind[];
const perKind = 5;

describe('photos that cannot be measured', () => {
  it.each(kinds)(
    'are refused as %s, never answered with a number',
    (kind) => {
      const reasons: string[] = [];
      for (let seed = 1000; seed < 1000 + perKind; seed++) {
        const photo = syntheticPhoto(seed, kind);
        const result = measureFoot(photo.image, photo.scene.paper);
        reasons.push(result.ok ? `measured ${result.lengthMm.toFixed(1)} mm` : result.reason);
      }
      expect(reasons).toEqual(new Array(perKind).fill(kind));
    },
    120_000,
  );
});
