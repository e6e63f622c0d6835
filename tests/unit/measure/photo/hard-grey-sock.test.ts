import { describe, expect, it } from 'vitest';
import { hardWithin } from '@/tests/support/hard-within';

describe('a grey sock on white paper', () => {
  it("reads the width at the sock's silhouette, not at the edge of its darker sides", () => {
    // 66 (a plain grey sock, 30–35°) and 79 (grey with white dots, lamp light): lit to 0.6–0.9 of the paper's light, the
    // sock's top read as paper and only its shaded sides as foot, so the width was the shaded side's (50 mm short).
    expect(hardWithin([66, 79], 4, 'widthMm')).toEqual(['66: ok', '79: ok']);
  }, 200_000);
});
