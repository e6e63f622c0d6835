import { footLengthToWidth } from './find-foot';
import { applyHomography, type Homography } from './homography';
import type { RgbaImage } from './types';

/**
 * Where the foot's outline, seen on the straightened sheet, runs into one of its long sides: `side` 0 is x = 0, 1 is
 * x = the sheet's width; `rows` the sheet's millimetres along its length where it does, `clear` those nearby where that
 * side shows no foot at all (paper meets the floor there).
 */
export interface SideContact {
  side: 0 | 1;
  rows: number[];
  clear: number[];
}

/**
 * The ball of the foot, its widest part, is a rounded solid standing on the floor: about 0.085 of the foot's length high
 * at its widest (`ballHeight` in standing.ts) and, as wide as the foot, at least half of a foot's least width across
 * (a length `footLengthToWidth.max` times the width). Seen at a slant, such a solid's outline on the floor reaches beyond its
 * footprint on the side away from the camera (the far side of its top and flank, raised off the floor, land further out),
 * by the upright ellipse's shadow: c·t + √(a² + (c·t)²) − a for half-height c, half-width a and slant t (the
 * camera's horizontal distance over its height). A foot standing wholly on the sheet can so be seen running a few
 * millimetres over a long side at 20–35° of tilt; one whose sole runs off the sheet goes on over the floor well beyond
 * that (a fifth of its width or more is some 2 cm), or runs over a side nearer the camera, where the slant pulls the
 * outline in instead.
 */
const ballHeight = 0.085;

/** Millimetres added to the slant's reach: the side's line as fitted (a pixel or so) and the lens's blur of the outline. */
const overhangSlackMm = 2.5;

/**
 * How different (RGB distance, 0–255) the foot's colour and the floor's must be for the photo to show where the one
 * gives way to the other: sensor noise and JPEG blocks move a pixel by some 5–10, a floor's pattern by more (so three
 * times the floor's own spread is asked for too: its samples' median distance from their median colour).
 */
const minContrast = 15;

/** A photo's colour at (u, v) (pixel centres at integers), bilinear, into `out`; false outside the photo. */
function colourAt(image: RgbaImage, u: number, v: number, out: number[]): boolean {
  const { width, height, data } = image;
  if (!(u >= 0 && v >= 0 && u <= width - 1 && v <= height - 1)) return false;
  const [x0, y0] = [Math.min(width - 2, Math.floor(u)), Math.min(height - 2, Math.floor(v))];
  const [fx, fy] = [u - x0, v - y0];
  for (let c = 0; c < 3; c++) {
    const at = (x: number, y: number) => data[(y * width + x) * 4 + c]!;
    out[c] = (1 - fy) * ((1 - fx) * at(x0, y0) + fx * at(x0 + 1, y0)) + fy * ((1 - fx) * at(x0, y0 + 1) + fx * at(x0 + 1, y0 + 1));
  }
  return true;
}

const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[sorted.length >> 1]!;
}

/**
 * Whether a foot whose outline runs into a long side of the sheet is still whole: in the photo beyond that side, along
 * each row it runs into the side, the foot's colour gives way to the floor's within the reach a foot standing wholly on
 * the sheet can be seen over the side from this camera (`ballHeight`), and the floor is unlike the foot enough to tell.
 * `toPhoto` maps the sheet's millimetres to the photo's pixels; `camera` is the camera's centre in sheet millimetres
 * (z up); `lengthMm` the foot's length as its outline gives it. Where the photo cannot tell (floor like the foot, too
 * little clear floor beside the contact to learn its colour from, a side out of the photo), the answer is no.
 */
export function wholeOverSides(
  image: RgbaImage,
  toPhoto: Homography,
  sheetWidthMm: number,
  contacts: SideContact[],
  camera: { x: number; y: number; z: number },
  lengthMm: number,
): boolean {
  const step = 0.5;
  const c = ballHeight * lengthMm;
  const a = lengthMm / footLengthToWidth.max / 2;
  const colour = [0, 0, 0];
  const sample = (x: number, y: number): number[] | null => {
    const p = applyHomography(toPhoto, { x, y });
    return colourAt(image, p.x, p.y, colour) ? [...colour] : null;
  };
  for (const { side, rows, clear } of contacts) {
    if (!rows.length) continue;
    const [edge, out] = side === 0 ? [0, -1] : [sheetWidthMm, 1];
    // How far the side lies from the point under the camera, outwards: only there does a raised outline land beyond it.
    const away = Math.max(0, (edge - camera.x) * out);
    const slant = away / Math.max(1, camera.z - c);
    const reach = c * slant + Math.hypot(a, c * slant) - a + overhangSlackMm;
    const span = Math.ceil((reach + 6) / step);
    // From 1 mm beyond the side: nearer, the paper's edge blurs into the floor on the rows the foot leaves clear.
    const first = Math.round(1 / step);
    // The floor's colour at each distance beyond the side, from the rows nearby where the side shows no foot.
    if (clear.length < 8) return false;
    const floor: number[][] = [];
    const spread: number[] = [];
    for (let k = 0; k <= span; k++) {
      if (k < first) {
        floor.push([0, 0, 0]);
        spread.push(0);
        continue;
      }
      const seen: number[][] = [];
      for (const y of clear) {
        const s = sample(edge + out * k * step, y);
        if (!s) return false;
        seen.push(s);
      }
      const mid = [0, 1, 2].map((ch) => median(seen.map((s) => s[ch]!)));
      floor.push(mid);
      spread.push(median(seen.map((s) => distance(s, mid))));
    }
    for (const y of rows) {
      // The foot's own colour just inside the side (its median there: a sock's white dot is an outlier).
      const inside: number[][] = [];
      for (let d = 2; d <= 6; d += step) {
        const s = sample(edge - out * d, y);
        if (!s) return false;
        inside.push(s);
      }
      const foot = [0, 1, 2].map((ch) => median(inside.map((s) => s[ch]!)));
      // Walking out from the side: the outline ends where the floor's colour takes over for 2 mm running.
      let [run, end] = [0, -1];
      for (let k = first; k <= span && end === -1; k++) {
        const s = sample(edge + out * k * step, y);
        if (!s) return false;
        const floorHere = floor[k]!;
        if (distance(foot, floorHere) < Math.max(minContrast, 3 * spread[k]!)) return false;
        if (distance(s, floorHere) < distance(s, foot)) run++;
        else run = 0;
        if (run * step >= 2) end = (k - run + 1) * step;
      }
      if (end === -1 || end > reach) return false;
    }
  }
  return true;
}

/**
 * Where the foot's outline, seen on the straightened sheet, runs into one of its short edges: `end` near is y = 0, far
 * the sheet's length; `from`–`to` the sheet's millimetres across where it does.
 */
export interface EndContact {
  end: 'near' | 'far';
  from: number;
  to: number;
}

/**
 * How far beyond a short edge (mm, on the floor's plane) the outline must go on for it to be a leg rising from a heel at
 * the edge rather than toes cut by it. Toes running off a sheet the heel still stands on end a few centimetres beyond
 * the edge: a foot placed so far forward that its forefoot reached 10 cm over the edge would leave an outline on the sheet
 * that is short for its width, of no foot's proportion. A leg, up to the knee or the trousers' top 30–50 cm high, seen
 * from a phone at 20–35° of tilt, lies over the floor along the camera's line of sight for some 0.4–0.7 of its height
 * beyond its heel: 10 cm or more.
 */
const legReachMm = 100;

/**
 * Whether the photo beyond a short edge the foot's outline runs into shows a leg rising from the heel there: seen at a
 * slant, a standing leg lies over whatever is beyond the edge (floor, skirting board or wall) along the line from the
 * point under the camera through the heel, running on for `legReachMm` and more. Along that line, from the middle half of
 * the outline's columns at the edge, the photo is unlike the floor (or wall) at the same distance beyond the edge, whose
 * colour is learned from the rest of the edge's length and beyond the sheet's sides there (a wall or skirting board runs
 * along the edge, so it is the same at the same distance). A camera on the far side of the edge (the leg then leans over
 * the sheet, not beyond it), a floor too like the leg to tell, or the photo ending short of the reach leave the answer no.
 */
export function legRunsOn(
  image: RgbaImage,
  toPhoto: Homography,
  sheet: { width: number; length: number },
  contact: EndContact,
  camera: { x: number; y: number; z: number },
): boolean {
  const step = 2;
  const [edge, out] = contact.end === 'near' ? [0, -1] : [sheet.length, 1];
  const heel = { x: (contact.from + contact.to) / 2, y: edge };
  const [dx, dy] = [heel.x - camera.x, heel.y - camera.y];
  const norm = Math.hypot(dx, dy);
  // The camera beyond the edge, or looking along it: the leg does not lie over the floor beyond the edge.
  if (norm < 1 || (dy * out) / norm < 0.3) return false;
  const [ux, uy] = [dx / norm, dy / norm];
  const half = (contact.to - contact.from) / 2;
  const colour = [0, 0, 0];
  const sample = (x: number, y: number): number[] | null => {
    const p = applyHomography(toPhoto, { x, y });
    return colourAt(image, p.x, p.y, colour) ? [...colour] : null;
  };
  let [steps, unlike] = [0, 0];
  for (let t = 2; t <= legReachMm; t += step) {
    // Across the leg's middle half at this distance along the line of sight.
    const seen: number[][] = [];
    for (const o of [-0.5, -0.25, 0, 0.25, 0.5]) {
      const s = sample(heel.x + t * ux - o * half * uy, heel.y + t * uy + o * half * ux);
      if (!s) return false;
      seen.push(s);
    }
    const centre = heel.x + t * ux;
    const beyond = heel.y + t * uy;
    // The floor at the same distance beyond the edge, clear of the leg by 2 cm and more.
    const floor: number[][] = [];
    for (let x = -60; x <= sheet.width + 60; x += 4) {
      if (Math.abs(x - centre) < half + 20) continue;
      const s = sample(x, beyond);
      if (s) floor.push(s);
    }
    if (floor.length < 8) return false;
    const mid = [0, 1, 2].map((ch) => median(floor.map((s) => s[ch]!)));
    const spread = median(floor.map((s) => distance(s, mid)));
    const bar = Math.max(minContrast, 3 * spread);
    steps++;
    if (median(seen.map((s) => distance(s, mid))) >= bar) unlike++;
  }
  return unlike >= 0.9 * steps;
}
