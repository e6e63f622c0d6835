import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

describe("a grey sock's toe turned to the window", () => {
  it("is read at the sock's own edge against the lit paper, not at its shaded side (578)", () => {
    // 578 (a plain grey sock, window light): the big toe's top, turned to the window, is lit to 0.70–0.77 of the paper's
    // light in the paper's colour and read as paper, so the outline's front was the toe's shaded side beside it: 4.7 mm
    // short at "high". The lit top stays darker than the lit paper and ends in a sharp step to it at the toe's tip.
    const photo = hardPhoto(578, 'measurable');
    const result = measureFoot(photo.image, photo.paper);
    if (!result.ok) throw new Error(`578: refused ${result.reason}`);
    const off = result.lengthMm - photo.lengthMm;
    expect(Math.abs(off), `${off.toFixed(2)} mm at ${result.confidence}`).toBeLessThan(1.5);
  }, 120_000);
});
