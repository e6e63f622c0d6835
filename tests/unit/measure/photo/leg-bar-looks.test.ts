import { describe, expect, it, vi } from 'vitest';
import * as foot from '@/lib/measure/photo/find-foot';
import * as sheet from '@/lib/measure/photo/find-sheet';
import { measureFoot } from '@/lib/measure/photo/measure';
import * as lines from '@/lib/measure/photo/sheet-lines';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

vi.mock('@/lib/measure/photo/find-foot', async (original) => {
  const actual = await original<typeof import('@/lib/measure/photo/find-foot')>();
  return { ...actual, footFinding: vi.fn(actual.footFinding) };
});
vi.mock('@/lib/measure/photo/find-sheet', async (original) => {
  const actual = await original<typeof import('@/lib/measure/photo/find-sheet')>();
  return { ...actual, findSheet: vi.fn(actual.findSheet) };
});
vi.mock('@/lib/measure/photo/sheet-lines', async (original) => {
  const actual = await original<typeof import('@/lib/measure/photo/sheet-lines')>();
  return { ...actual, sheetFromLines: vi.fn(actual.sheetFromLines) };
});

describe('the narrowing-leg reading after a foot off the sheet', () => {
  // Harder set 65: both looks (bright region, then the paper's lines) say the foot runs off the sheet under the strict leg
  // bar, and it is refused as off the sheet under the lower bar too. The second reading used to measure the photo again
  // from the start: luminance, the bright-region search and the line finder, and every view straightened. (38 was the
  // answered case until the leg seen beyond the heel edge, `legRunsOn`, let the strict bar answer it on the first look.)
  it.each([65])(
    'looks for the sheet once on harder-set photo %i',
    (seed) => {
      const photo = hardPhoto(seed, 'measurable');
      vi.mocked(foot.footFinding).mockClear();
      vi.mocked(sheet.findSheet).mockClear();
      vi.mocked(lines.sheetFromLines).mockClear();
      const outcome = measureFoot(photo.image, photo.paper);
      // The second reading reuses the first one's sheets...
      expect(vi.mocked(sheet.findSheet)).toHaveBeenCalledTimes(1);
      expect(vi.mocked(lines.sheetFromLines)).toHaveBeenCalledTimes(1);
      // ...as it does take place, the strict bar alone having refused the photo as off the sheet.
      expect(outcome.ok || outcome.reason).toBe('footOffSheet');
      const bars = vi.mocked(foot.footFinding).mock.calls.map(([, , bar]) => bar);
      expect(bars).toContain(foot.strictLegEdgeRatio);
      expect(bars.at(-1)).toBe(foot.legEdgeRatio);
    },
    120_000,
  );
});
