import { describe, expect, it } from 'vitest';
import { centimetreTicks, inchTicks, INCH_MM, paperIds, papers, rulerLayout } from '@/lib/measure/ruler/ruler-layout';

describe('rulerLayout', () => {
  it.each(paperIds)('keeps the whole ruler inside the printable area of %s', (paper) => {
    const { box, corners } = rulerLayout(paper);
    for (const corner of corners) {
      expect(corner.x).toBeGreaterThanOrEqual(0);
      expect(corner.y).toBeGreaterThanOrEqual(0);
      expect(corner.x).toBeLessThanOrEqual(box.widthMm);
      expect(corner.y).toBeLessThanOrEqual(box.heightMm);
    }
  });

  it.each(paperIds)('makes the ruler on %s exactly as long as it says, 0 at its lower end', (paper) => {
    const { corners, lengthMm, origin } = rulerLayout(paper);
    const [zero, end] = corners;
    expect(zero).toEqual(origin);
    expect(Math.hypot(end!.x - zero!.x, end!.y - zero!.y)).toBeCloseTo(lengthMm, 6);
    // Upwards to the right: the far end is higher on the page.
    expect(end!.y).toBeLessThan(zero!.y);
  });

  it('reaches 30 cm on A4 and 29 cm on US Letter, longer than either page holds upright', () => {
    expect(rulerLayout('a4').lengthMm).toBe(300);
    expect(rulerLayout('letter').lengthMm).toBe(290);
    expect(papers.a4.heightMm - 20).toBeLessThan(300);
    expect(papers.letter.heightMm - 20).toBeLessThan(290);
  });
});

describe('ruler ticks', () => {
  it('marks every millimetre and numbers every centimetre', () => {
    const ticks = centimetreTicks(300);
    expect(ticks).toHaveLength(301);
    expect(ticks.filter((tick) => tick.label !== null).map((tick) => tick.label)).toEqual(Array.from({ length: 31 }, (_, i) => String(i)));
    expect(ticks[265]).toEqual({ at: 265, length: 4.5, label: null });
  });

  it('marks every eighth of an inch and numbers every inch', () => {
    const ticks = inchTicks(300);
    expect(ticks.at(-1)!.at).toBeLessThanOrEqual(300);
    expect(ticks.filter((tick) => tick.label !== null).map((tick) => tick.label)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    expect(ticks[8]!.at).toBeCloseTo(INCH_MM, 9);
  });
});
