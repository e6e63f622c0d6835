import { describe, expect, it } from 'vitest';
import { applyHomography, homographyFromPoints, localScale } from '@/lib/measure/photo/homography';
import { readLength, readWidth, sheetCorners } from '@/lib/measure/photo/measure';
import type { Point, Quad } from '@/lib/measure/photo/types';

const close = (a: Point, b: Point, digits = 6) => {
  expect(a.x).toBeCloseTo(b.x, digits);
  expect(a.y).toBeCloseTo(b.y, digits);
};

describe('homographyFromPoints', () => {
  const photo: Quad = [
    { x: 102, y: 83 },
    { x: 391, y: 120 },
    { x: 420, y: 515 },
    { x: 70, y: 470 },
  ];

  it('maps each of the four points onto its partner, and its inverse maps them back', () => {
    const sheet = sheetCorners('a4');
    const forward = homographyFromPoints(photo, sheet)!;
    const back = homographyFromPoints(sheet, photo)!;
    photo.forEach((p, i) => close(applyHomography(forward, p), sheet[i]!));
    const inside = { x: 240, y: 300 };
    close(applyHomography(back, applyHomography(forward, inside)), inside);
  });

  it('keeps straight lines straight: the midpoint of a sheet side lies on the photo side', () => {
    const toPhoto = homographyFromPoints(sheetCorners('letter'), photo)!;
    const mid = applyHomography(toPhoto, { x: 215.9 / 2, y: 0 });
    const [a, b] = [photo[0], photo[1]];
    expect((b.x - a.x) * (mid.y - a.y) - (b.y - a.y) * (mid.x - a.x)).toBeCloseTo(0, 6);
  });

  it('refuses three points on a line', () => {
    expect(
      homographyFromPoints(
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
          { x: 2, y: 2 },
          { x: 0, y: 5 },
        ],
        sheetCorners('a4'),
      ),
    ).toBeNull();
  });

  it('measures the local scale of a pure zoom', () => {
    const zoom = homographyFromPoints(
      sheetCorners('a4'),
      sheetCorners('a4').map((p) => ({ x: 3 * p.x, y: 3 * p.y })),
    )!;
    expect(localScale(zoom, { x: 50, y: 50 })).toBeCloseTo(3, 6);
  });
});

describe('readLength and readWidth', () => {
  // An A4 sheet seen straight from above at 2 px/mm, turned a quarter so its long side runs across.
  const corners: Quad = [
    { x: 700, y: 100 },
    { x: 700, y: 520 },
    { x: 106, y: 520 },
    { x: 106, y: 100 },
  ];

  it('measures heel to toe along the sheet, whatever the marks do across it', () => {
    const reading = readLength(corners, 'a4', { x: 700, y: 300 }, { x: 172, y: 340 })!;
    expect(reading.lengthMm).toBeCloseTo(264, 6);
    expect(reading.uncertaintyMm).toBeGreaterThan(0.5);
    expect(reading.uncertaintyMm).toBeLessThan(2);
  });

  it('measures the width across the sheet from an outline', () => {
    expect(
      readWidth(corners, 'a4', [
        { x: 600, y: 250 },
        { x: 400, y: 440 },
        { x: 300, y: 270 },
      ]),
    ).toBeCloseTo(95, 6);
  });

  it('gives nothing for corners that make no sheet', () => {
    const flat: Quad = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    expect(readLength(flat, 'a4', { x: 0, y: 0 }, { x: 1, y: 1 })).toBeNull();
  });
});
