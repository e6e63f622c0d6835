import { litPaper, silhouetteStep, toeEdgeSharpness, type FootShape } from './find-foot';
import type { Point } from './types';

/**
 * The columns looked at: those the outline covers over its last `frontColumnsMm`, each from its own last outline pixel
 * within `frontZoneMm` of the outline's front (a sock's top lit like paper leaves only its shaded sides in the outline,
 * which may end a couple of centimetres short of the toe in the lit columns). A stretch running on more than
 * `maxRunOnMm` past the toe read is no toe's lit top (a big toe's lit top reaches 3–5 mm past its shaded side at
 * most), and one under `minRunOnMm` lies within the blur of the toe's own edge.
 */
const [frontColumnsMm, frontZoneMm, maxRunOnMm, minRunOnMm] = [5, 25, 10, 1];

interface ToeRunOn {
  /** How far (mm) the foot's surface, darker than lit paper, runs on past the toe read. */
  mm: number;
  /** Whether it ends in a silhouette's sharp step and keeps the sock's own colour, so the toe may be moved there. */
  sure: boolean;
}

/**
 * A grey or white sock's toe turned to a lamp or window is lit to 0.7–0.8 of the paper's light, in (nearly) the paper's
 * colour, so its tip's columns are classed as paper and the outline's front is the toe's shaded side beside them: the
 * toe-end form of a sock's lit side read as paper (`litSideOutward` in find-foot.ts). The sock's lit surface stays
 * darker than paper lit by the same light (cloth scatters less than paper), and where it ends the camera shows a solid's
 * edge, a sharp step to the paper; a shadow cast on the paper ahead of the toe by a lamp behind the foot also stays
 * darker than lit paper, but ends in a penumbra as wide as the lamp seen from the toe (`toeEdgeSharpness`), and keeps
 * the colour of paper under the room's light, not the sock's (the outline's own covered pixels near its front).
 *
 * In each column of the outline's front, the run from the column's last outline pixel across what stays darker than
 * lit paper (`litPaper`), up to the first pixel as light as it. A run ending in no silhouette's step (`silhouetteStep`)
 * is shade on the paper (the contact shade a ceiling light leaves around a foot fades into the paper over millimetres)
 * and does not count. Of the others the second-longest past the toe read is taken (noise may make one column's). Where
 * that column ends in a step sharp enough to be the foot's own edge and its stretch past the toe keeps nearer the sock's
 * colour than the paper's, the toe may move there; otherwise (a white dot or stripe at the tip, as pale as the paper, or
 * an edge as soft as a penumbra) the run-on only says how far the toe may lie beyond the reading, and the answer's
 * uncertainty grows by it. Skin and dark or coloured socks are never read as paper (`unlikePaper`): no run-on.
 */
export function toeRunOn(shape: FootShape, toe: Point): ToeRunOn | null {
  const { view, shade, hue, foot, classes, margin, unlikePaper } = shape;
  if (unlikePaper) return null;
  const { width, height, pxPerMm: s } = view;
  const reach = Math.max(1, Math.round(0.5 * s));
  const last = height - margin - 3 * reach - 2;
  const zone = Math.max(foot.minY, foot.maxY - Math.round(frontZoneMm * s));
  const toeRow = Math.ceil(toe.y * s);
  // The sock's own colour: the outline's covered pixels near its front (its shaded sides, in the sock's colour).
  let [x0, x1] = [width, -1];
  let [red, blue, count] = [0, 0, 0];
  for (let y = Math.max(foot.minY, foot.maxY - Math.round(frontColumnsMm * s)); y <= foot.maxY; y++)
    for (let x = foot.minX; x <= foot.maxX; x++) {
      const i = y * width + x;
      if (!foot.mask[i]) continue;
      [x0, x1] = [Math.min(x0, x), Math.max(x1, x)];
      if (!classes[i]) continue;
      [red, blue, count] = [red + hue.red[i]!, blue + hue.blue[i]!, count + 1];
    }
  if (!count) return null;
  const sock = [red / count, blue / count] as const;
  const gap = (r: number, b: number, to: readonly [number, number]) => Math.hypot(r - to[0], b - to[1]);
  const runs: ToeRunOn[] = [];
  for (let x = x0; x <= x1; x++) {
    let front = -1;
    for (let y = foot.maxY; y >= zone && front === -1; y--) if (foot.mask[y * width + x]) front = y;
    if (front === -1) continue;
    let y = front + 1;
    let [r, b, n] = [0, 0, 0];
    for (; y < last && shade[y * width + x]! < litPaper; y++)
      if (y >= toeRow) [r, b, n] = [r + hue.red[y * width + x]!, b + hue.blue[y * width + x]!, n + 1];
    // A stretch reaching the sheet's far end is the floor's or a shadow's, not a toe's.
    if (y >= last || !n) continue;
    // The steepest step about the first pixel as light as lit paper, and how sharp it is.
    const step = (at: number, over = reach) => shade[(at + over) * width + x]! - shade[(at - over) * width + x]!;
    let [best, at] = [0, -1];
    for (let k = y - 2 * reach; k <= y + reach; k++) if (k - 3 * reach >= 0 && step(k) > best) [best, at] = [step(k), k];
    // No silhouette's step (a contact shade or a soft shadow fading into the paper): the stretch is shade on paper.
    if (at === -1 || best < silhouetteStep) continue;
    const before = step(at - 1);
    const after = step(at + 1);
    const curve = before - 2 * best + after;
    const offset = curve < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (before - after)) / curve)) : 0;
    // Past the toe read and past the column's own outline: where the outline itself reaches beyond the toe read (the
    // toe's edge was placed behind its front), only what lies beyond the outline runs on.
    const mm = (at + 0.5 + offset) / s - Math.max(toe.y, (front + 1) / s);
    if (mm <= 0 || mm > maxRunOnMm) continue;
    const sharp = best >= toeEdgeSharpness * step(at, 3 * reach);
    const [mr, mb] = [r / n, b / n];
    const own = gap(mr, mb, sock) < gap(mr, mb, hue.paper);
    runs.push({ mm, sure: sharp && own });
  }
  if (runs.length < 2) return null;
  runs.sort((p, q) => q.mm - p.mm);
  const chosen = runs[1]!;
  return chosen.mm > minRunOnMm ? chosen : null;
}
