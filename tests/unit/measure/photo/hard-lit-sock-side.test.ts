import { describe, expect, it } from 'vitest';
import { hardWithin } from '@/tests/support/hard-within';

describe("a grey sock's side turned to the window", () => {
  it("reads the width out to the sock's silhouette against the lit paper", () => {
    // 254 (a plain grey sock, window light, 10–20°): the sock's side turned to the window, lit to 0.6–0.7 of the paper's
    // light in the paper's colour, read as paper, and only the side turned away as foot (29 mm too narrow). The lit side
    // ends in a sharp step up to the paper beyond it.
    expect(hardWithin([254], 4, 'widthMm')).toEqual(['254: ok']);
  }, 120_000);
});
