import { describe, expect, it } from 'vitest';
import { paperMm } from '@/lib/measure/photo/types';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

describe('hardPhoto, the harder synthetic photo generator', () => {
  it('renders the same photo for the same seed and kind, and another for another seed', () => {
    const a = hardPhoto(3, 'measurable');
    const b = hardPhoto(3, 'measurable');
    const c = hardPhoto(4, 'measurable');
    expect(Buffer.from(a.image.data).equals(Buffer.from(b.image.data))).toBe(true);
    expect(a.lengthMm).toBe(b.lengthMm);
    expect(Buffer.from(a.image.data).equals(Buffer.from(c.image.data))).toBe(false);
  }, 60_000);

  it('gives a foot that fits its sheet, and hands the wrong paper setting only to wrongPaper photos', () => {
    const right = hardPhoto(7, 'measurable');
    expect(right.paper).toBe(right.truePaper);
    expect(right.lengthMm).toBeGreaterThan(200);
    expect(right.lengthMm).toBeLessThan(paperMm[right.truePaper].length);
    expect(right.widthMm / right.lengthMm).toBeGreaterThan(0.3);
    expect(right.widthMm / right.lengthMm).toBeLessThan(0.45);
    const wrong = hardPhoto(7, 'wrongPaper');
    expect(wrong.paper).not.toBe(wrong.truePaper);
  }, 60_000);
});
