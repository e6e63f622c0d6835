import { describe, expect, it, vi } from 'vitest';
import * as foot from '@/lib/measure/photo/find-foot';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from '@/tests/support/hard-foot-photo';

vi.mock('@/lib/measure/photo/find-foot', async (original) => {
  const actual = await original<typeof import('@/lib/measure/photo/find-foot')>();
  return { ...actual, footShape: vi.fn(actual.footShape), footFinding: vi.fn(actual.footFinding) };
});

/** How many views footShape searched at the foot search's own resolution (2 px per mm), and at a lower one. */
function viewsSearched() {
  const sizes = vi.mocked(foot.footShape).mock.calls.map(([view]) => view.pxPerMm);
  return { full: sizes.filter((s) => s === 2).length, preview: sizes.filter((s) => s < 2).length };
}

describe('the heel end told from a preview before the view is searched', () => {
  // Harder set 13: the heel lies at the far end of the first view straightened (the corners' order), which used to be
  // searched in full only to be turned end for end and straightened and searched again.
  it('searches the turned view alone at full resolution on harder-set photo 13, with the answer of the old order', () => {
    const photo = hardPhoto(13, 'measurable');
    vi.mocked(foot.footShape).mockClear();
    const outcome = measureFoot(photo.image, photo.paper);
    expect(viewsSearched()).toEqual({ full: 1, preview: 1 });
    expect(outcome.ok && Math.abs(outcome.lengthMm - photo.lengthMm)).toBeLessThan(3);

    // The preview made to decide nothing (its finding never says to turn the view end for end): the view is searched as it stands,
    // then turned, as before, and the outcome is the same to the last digit.
    const actual = vi.mocked(foot.footFinding).getMockImplementation()!;
    vi.mocked(foot.footFinding).mockImplementation((shape, ...rest) =>
      shape.view.pxPerMm < 2 ? { kind: 'sideways' } : actual(shape, ...rest),
    );
    vi.mocked(foot.footShape).mockClear();
    const before = measureFoot(photo.image, photo.paper);
    vi.mocked(foot.footFinding).mockImplementation(actual);
    expect(viewsSearched()).toEqual({ full: 2, preview: 1 });
    expect(outcome).toEqual(before);
  }, 120_000);
});
