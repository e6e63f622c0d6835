import type { RgbaImage } from './types';

/** Rec. 601 luma of every pixel, 0–255. */
export function luminance(image: RgbaImage): Float32Array {
  const { data, width, height } = image;
  const out = new Float32Array(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += 4) out[i] = 0.299 * data[j]! + 0.587 * data[j + 1]! + 0.114 * data[j + 2]!;
  return out;
}

export function percentile(values: Float32Array, fraction: number, step = 1): number {
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let i = 0; i < values.length; i += step, count++) histogram[Math.min(255, Math.max(0, values[i]! | 0))]!++;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= fraction * count) return level;
  }
  return 255;
}

/** Otsu's threshold: the grey level that best separates the values above `above` into two classes. */
export function otsuThreshold(values: Float32Array, above = -Infinity): number {
  const histogram = new Float64Array(256);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    if (!(values[i]! > above)) continue;
    histogram[Math.min(255, Math.max(0, values[i]! | 0))]!++;
    count++;
  }
  let total = 0;
  for (let level = 0; level < 256; level++) total += level * histogram[level]!;
  let best = 0;
  let bestVariance = -1;
  let weightBelow = 0;
  let sumBelow = 0;
  for (let level = 0; level < 256; level++) {
    weightBelow += histogram[level]!;
    sumBelow += level * histogram[level]!;
    const weightAbove = count - weightBelow;
    if (weightBelow === 0 || weightAbove === 0) continue;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (total - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best + 0.5;
}

export interface Component {
  /** 1 for the component's pixels, 0 elsewhere. */
  mask: Uint8Array;
  area: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * Scratch for `fill`, kept between calls because the sheet and foot searches label a photo a dozen times: the
 * labels (zeroed before each labelling) and a stack of pixel coordinates (each pixel is pushed once at most).
 */
let labelScratch = new Int32Array(0);
let stackX = new Int32Array(0);
let stackY = new Int32Array(0);

/** Zeroed labels for a picture of `size` pixels. */
function freshLabels(size: number): Int32Array {
  if (labelScratch.length < size) {
    labelScratch = new Int32Array(size);
    stackX = new Int32Array(size);
    stackY = new Int32Array(size);
  }
  const labels = labelScratch.subarray(0, size);
  labels.fill(0);
  return labels;
}

/** Scratch for the first pass of `morph` and `boxBlur`, which writes every element before the second pass reads it. */
let bytesScratch = new Uint8Array(0);
let floatsScratch = new Float32Array(0);
const scratchBytes = (size: number) =>
  (bytesScratch.length < size ? (bytesScratch = new Uint8Array(size)) : bytesScratch).subarray(0, size);
const scratchFloats = (size: number) =>
  (floatsScratch.length < size ? (floatsScratch = new Float32Array(size)) : floatsScratch).subarray(0, size);

/** Bounding box of the region `fill` labelled last. */
const filled = { minX: 0, maxX: 0, minY: 0, maxY: 0 };

/**
 * Gives the 8-connected region of set pixels in `mask` that holds `start` the label `label`; returns its area.
 * Run by run along the rows: a popped seed spreads left and right, and each run of unlabelled set pixels
 * touching that span in the rows above and below is labelled at its first pixel and pushed once.
 */
function fill(mask: Uint8Array, width: number, height: number, labels: Int32Array, start: number, label: number): number {
  const [xs, ys] = [stackX, stackY];
  const startX = start % width;
  xs[0] = startX;
  ys[0] = (start - startX) / width;
  let top = 1;
  let area = 0;
  labels[start] = label;
  let [minX, maxX, minY, maxY] = [width, -1, height, -1];
  while (top > 0) {
    top--;
    const y = ys[top]!;
    const row = y * width;
    let left = xs[top]!;
    let right = left;
    while (left > 0 && mask[row + left - 1] && !labels[row + left - 1]) labels[row + --left] = label;
    while (right < width - 1 && mask[row + right + 1] && !labels[row + right + 1]) labels[row + ++right] = label;
    area += right - left + 1;
    if (left < minX) minX = left;
    if (right > maxX) maxX = right;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    const from = left > 0 ? left - 1 : 0;
    const to = right < width - 1 ? right + 1 : right;
    for (let ny = y > 0 ? y - 1 : y + 1; ny <= y + 1 && ny < height; ny += 2) {
      const nrow = ny * width;
      let inRun = false;
      for (let nx = from; nx <= to; nx++) {
        const next = nrow + nx;
        if (mask[next] && !labels[next]) {
          if (inRun) continue;
          inRun = true;
          labels[next] = label;
          xs[top] = nx;
          ys[top] = ny;
          top++;
        } else inRun = false;
      }
    }
  }
  Object.assign(filled, { minX, maxX, minY, maxY });
  return area;
}

/** The pixels labelled `label`, lying in the box given, as a component. */
function componentOf(labels: Int32Array, label: number, area: number, width: number, box: typeof filled, into?: Uint8Array): Component {
  const out = into ? into.fill(0) : new Uint8Array(labels.length);
  for (let y = box.minY; y <= box.maxY; y++)
    for (let i = y * width + box.minX; i <= y * width + box.maxX; i++) if (labels[i] === label) out[i] = 1;
  return { mask: out, area, ...box };
}

/** Every set pixel of `mask`, for a mask known to hold one connected region. */
export function wholeMask(mask: Uint8Array, width: number): Component {
  let [area, minX, maxX, minY, maxY] = [0, width, -1, mask.length, -1];
  // Four pixels to a word where the rows allow: a word of four unset pixels is passed over in one test.
  const words = asWords(mask, width);
  // Row by row: a division per set pixel for its coordinates cost more than the count.
  for (let y = 0, row = 0; row < mask.length; y++, row += width) {
    let [first, last] = [-1, -1];
    for (let x = 0; x < width; x++) {
      if (words && (x & 3) === 0 && words[(row + x) >> 2] === 0) {
        x += 3;
        continue;
      }
      if (!mask[row + x]) continue;
      if (first === -1) first = x;
      last = x;
      area++;
    }
    if (first === -1) continue;
    if (first < minX) minX = first;
    if (last > maxX) maxX = last;
    if (y < minY) minY = y;
    maxY = y;
  }
  return { mask, area, minX, maxX, minY, maxY };
}

/** The largest 8-connected region of set pixels in `mask`, or null when none is set; its mask written into `into` when given. */
export function largestComponent(mask: Uint8Array, width: number, height: number, into?: Uint8Array): Component | null {
  const labels = freshLabels(width * height);
  let bestLabel = 0;
  let bestArea = 0;
  let bestBox = { ...filled };
  let label = 0;
  // Four pixels to a word where the rows allow: a word of four unset pixels is passed over in one test.
  const words = asWords(mask, width);
  for (let start = 0; start < mask.length; start++) {
    if (words && (start & 3) === 0 && words[start >> 2] === 0) {
      start += 3;
      continue;
    }
    if (!mask[start] || labels[start]) continue;
    label++;
    const area = fill(mask, width, height, labels, start, label);
    if (area > bestArea) {
      bestArea = area;
      bestLabel = label;
      bestBox = { ...filled };
    }
  }
  return bestLabel ? componentOf(labels, bestLabel, bestArea, width, bestBox, into) : null;
}

/** The 8-connected region of set pixels in `mask` that holds pixel `start` (which must be set). */
export function componentAt(mask: Uint8Array, width: number, height: number, start: number): Component {
  const labels = freshLabels(width * height);
  const area = fill(mask, width, height, labels, start, 1);
  return componentOf(labels, 1, area, width, { ...filled });
}

/**
 * The region's mask with its holes set: every unset pixel that no 8-connected path of unset pixels joins to the
 * picture's border. Every pixel beyond the region's box is unset and joined to the border along a straight line away
 * from the box, so only the box and a frame of one pixel around it (within the picture) are labelled, seeded from the
 * frame's unset pixels: a path from inside the box to the border passes through the frame.
 */
export function holesFilled(region: Component, width: number, height: number): { mask: Uint8Array; area: number } {
  const [x0, x1] = [Math.max(0, region.minX - 1), Math.min(width - 1, region.maxX + 1)];
  const [y0, y1] = [Math.max(0, region.minY - 1), Math.min(height - 1, region.maxY + 1)];
  const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
  const open = scratchBytes(w * h);
  for (let y = y0; y <= y1; y++) {
    const [from, to] = [y * width + x0, (y - y0) * w];
    for (let x = 0; x < w; x++) open[to + x] = region.mask[from + x] ? 0 : 1;
  }
  const labels = freshLabels(w * h);
  const seed = (i: number) => {
    if (open[i] && !labels[i]) fill(open, w, h, labels, i, 1);
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 1; y < h - 1; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  const out = new Uint8Array(width * height);
  let area = 0;
  for (let y = y0; y <= y1; y++) {
    const [to, from] = [y * width + x0, (y - y0) * w];
    for (let x = 0; x < w; x++) area += out[to + x] = labels[from + x] ? 0 : 1;
  }
  return { mask: out, area };
}

/**
 * Each pixel replaced by the mean of its (2r+1)² neighbourhood (edges clamped); separable, both passes row by row.
 * Written into `out` when given (it must not be `values`).
 */
export function boxBlur(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
  out: Float32Array = new Float32Array(values.length),
): Float32Array {
  if (radius === 1 && width >= 2 && height >= 2) return blurByOne(values, width, height, out);
  const span = 2 * radius + 1;
  const across = scratchFloats(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      // Clamping only where the box reaches past an edge: the sums are taken in the same order either way.
      if (x >= radius && x < width - radius) for (let k = -radius; k <= radius; k++) sum += values[row + x + k]!;
      else for (let k = -radius; k <= radius; k++) sum += values[row + Math.min(width - 1, Math.max(0, x + k))]!;
      across[row + x] = sum / span;
    }
  }
  for (let y = 0; y < height; y++) {
    const inside = y >= radius && y < height - radius;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      if (inside) for (let k = -radius; k <= radius; k++) sum += across[(y + k) * width + x]!;
      else for (let k = -radius; k <= radius; k++) sum += across[Math.min(height - 1, Math.max(0, y + k)) * width + x]!;
      out[y * width + x] = sum / span;
    }
  }
  return out;
}

/**
 * `boxBlur` of radius 1, its clamped first and last pixels of each row and column written apart so that the loops
 * between them test nothing: each sum adds the same three neighbours in the same order as the general loop. The rows
 * blurred across are kept three at a time (the one above, this one, the one below), as the pass down reads no others:
 * a few kilobytes that stay in the cache instead of a second picture written whole and read again.
 */
function blurByOne(values: Float32Array, width: number, height: number, out: Float32Array): Float32Array {
  const ring = scratchFloats(3 * width);
  const across = (y: number): Float32Array => {
    const row = ring.subarray((y % 3) * width, (y % 3) * width + width);
    const [from, end] = [y * width, y * width + width - 1];
    row[0] = (values[from]! + values[from]! + values[from + 1]!) / 3;
    for (let i = from + 1, x = 1; i < end; i++, x++) row[x] = (values[i - 1]! + values[i]! + values[i + 1]!) / 3;
    row[width - 1] = (values[end - 1]! + values[end]! + values[end]!) / 3;
    return row;
  };
  let [above, here] = [across(0), across(0)];
  let below = across(1);
  for (let x = 0; x < width; x++) out[x] = (here[x]! + here[x]! + below[x]!) / 3;
  for (let y = 1; y < height - 1; y++) {
    [above, here, below] = [here, below, across(y + 1)];
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = (above[x]! + here[x]! + below[x]!) / 3;
  }
  const last = (height - 1) * width;
  [above, here] = [here, below];
  for (let x = 0; x < width; x++) out[last + x] = (above[x]! + here[x]! + here[x]!) / 3;
  return out;
}

/** Row `y` of `values` blurred along the row by 3 (its ends clamped), written into `row`: `blurByOne`'s pass across. */
function acrossByOne(values: Float32Array, width: number, y: number, row: Float32Array): Float32Array {
  const [from, end] = [y * width, y * width + width - 1];
  row[0] = (values[from]! + values[from]! + values[from + 1]!) / 3;
  for (let i = from + 1, x = 1; i < end; i++, x++) row[x] = (values[i - 1]! + values[i]! + values[i + 1]!) / 3;
  row[width - 1] = (values[end - 1]! + values[end]! + values[end]!) / 3;
  return row;
}

/**
 * Of each pixel of a colour picture (its red, green and blue planes), the colour blurred by 3×3 as `boxBlur` of radius 1
 * blurs each plane, taken to its Rec. 601 luma and to its red and blue shares of red + green + blue + 1 (its colour apart
 * from how lit it is), written into `luma`, `red` and `blue` (each of the picture's size; none of them a colour plane).
 * One pass down the picture: the rows blurred across are kept three at a time for each colour, as in `blurByOne`, and a
 * pixel's blurred colour is used as soon as it is summed down, never written out as a whole plane to be read back. Each
 * blurred value is rounded to single precision as a Float32Array would hold it, so every result is the one the three
 * blurred planes would give.
 */
export function blurredLumaAndShares(
  r: Float32Array,
  g: Float32Array,
  b: Float32Array,
  width: number,
  height: number,
  luma: Float32Array,
  red: Float32Array,
  blue: Float32Array,
): void {
  const write = (i: number, rv: number, gv: number, bv: number) => {
    const sum = rv + gv + bv + 1;
    luma[i] = 0.299 * rv + 0.587 * gv + 0.114 * bv;
    red[i] = rv / sum;
    blue[i] = bv / sum;
  };
  if (width < 2 || height < 2) {
    const [rb, gb, bb] = [boxBlur(r, width, height, 1), boxBlur(g, width, height, 1), boxBlur(b, width, height, 1)];
    for (let i = 0; i < rb.length; i++) write(i, rb[i]!, gb[i]!, bb[i]!);
    return;
  }
  const ring = scratchFloats(9 * width);
  // Row y of a colour's three kept rows blurred across: colour c's ring is the c-th third of the scratch.
  const across = (values: Float32Array, c: number, y: number) =>
    acrossByOne(values, width, y, ring.subarray((3 * c + (y % 3)) * width, (3 * c + (y % 3)) * width + width));
  const fround = Math.fround;
  // The first row sums its own row twice (the row above clamped to it), the last its own row twice after the one above.
  let [rAbove, gAbove, bAbove] = [across(r, 0, 0), across(g, 1, 0), across(b, 2, 0)];
  let [rHere, gHere, bHere] = [rAbove, gAbove, bAbove];
  let [rBelow, gBelow, bBelow] = [across(r, 0, 1), across(g, 1, 1), across(b, 2, 1)];
  for (let x = 0; x < width; x++)
    write(
      x,
      fround((rHere[x]! + rHere[x]! + rBelow[x]!) / 3),
      fround((gHere[x]! + gHere[x]! + gBelow[x]!) / 3),
      fround((bHere[x]! + bHere[x]! + bBelow[x]!) / 3),
    );
  for (let y = 1; y < height - 1; y++) {
    [rAbove, rHere, rBelow] = [rHere, rBelow, across(r, 0, y + 1)];
    [gAbove, gHere, gBelow] = [gHere, gBelow, across(g, 1, y + 1)];
    [bAbove, bHere, bBelow] = [bHere, bBelow, across(b, 2, y + 1)];
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const rv = fround((rAbove[x]! + rHere[x]! + rBelow[x]!) / 3);
      const gv = fround((gAbove[x]! + gHere[x]! + gBelow[x]!) / 3);
      const bv = fround((bAbove[x]! + bHere[x]! + bBelow[x]!) / 3);
      const sum = rv + gv + bv + 1;
      luma[i] = 0.299 * rv + 0.587 * gv + 0.114 * bv;
      red[i] = rv / sum;
      blue[i] = bv / sum;
    }
  }
  [rAbove, rHere] = [rHere, rBelow];
  [gAbove, gHere] = [gHere, gBelow];
  [bAbove, bHere] = [bHere, bBelow];
  for (let x = 0, i = (height - 1) * width; x < width; x++, i++)
    write(
      i,
      fround((rAbove[x]! + rHere[x]! + rHere[x]!) / 3),
      fround((gAbove[x]! + gHere[x]! + gHere[x]!) / 3),
      fround((bAbove[x]! + bHere[x]! + bHere[x]!) / 3),
    );
}

/**
 * The byte masks kept between calls, each named for its one user: the bright-region sheet search's threshold mask, its
 * opening, largest region and closing (find-sheet.ts), and the foot search's colour classes, and what a second foot is
 * looked for in and the largest region there (find-foot.ts): see `keptFloats`.
 */
export type KeptMask = 'sheetBright' | 'sheetOpened' | 'sheetCore' | 'sheetClosed' | 'footClasses' | 'secondFootRest' | 'secondFootRegion';

const keptMasks = new Map<KeptMask, Uint8Array>();

/** The byte mask `mask` of `size` elements, kept between calls like `keptFloats`. */
export function keptBytes(mask: KeptMask, size: number): Uint8Array {
  let kept = keptMasks.get(mask);
  if ((kept?.length ?? 0) < size) keptMasks.set(mask, (kept = new Uint8Array(size)));
  return kept!.subarray(0, size);
}

/**
 * The float planes kept between calls, each named for its one user: the foot search's luma of the blurred colours and
 * its paper-light fits (find-foot.ts `footMask`: none leaves it), the toe check's luma before and
 * after its blur (measure.ts `toeBeyondStripes`), and the straightened view of the sheet (measure.ts: the view last
 * straightened, which the foot search reads and the toe check reads again).
 */
export type KeptPlane = 'footLuma' | 'footLight' | 'footLightBefore' | 'toeRaw' | 'toeLuma' | 'viewRed' | 'viewGreen' | 'viewBlue';

const keptPlanes = new Map<KeptPlane, Float32Array>();

/**
 * The float plane `plane` of `size` elements, kept between calls and holding whatever its last user left: for a step's
 * intermediates that it writes whole before reading and does not hand on, so that each view looked at does not
 * allocate (and the collector free) them again.
 */
export function keptFloats(plane: KeptPlane, size: number): Float32Array {
  let kept = keptPlanes.get(plane);
  if ((kept?.length ?? 0) < size) keptPlanes.set(plane, (kept = new Float32Array(size)));
  return kept!.subarray(0, size);
}

/** The k-th smallest of `values` (counting from 0), found by partitioning in place: the same value sorting would put at k. */
export function kthSmallest(values: Float64Array, k: number): number {
  let [low, high] = [0, values.length - 1];
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let [i, j] = [low, high];
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const held = values[i]!;
        values[i++] = values[j]!;
        values[j--] = held;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k]!;
}

/** Whether this machine stores a 32-bit word's lowest byte first (every browser's does, in practice). */
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The mask's bytes four at a time, where its rows start on a word boundary. */
const asWords = (mask: Uint8Array, width: number) =>
  littleEndian && width % 4 === 0 && mask.byteOffset % 4 === 0 ? new Uint32Array(mask.buffer, mask.byteOffset, mask.length / 4) : null;

/**
 * `steps` steps of 3×3 erosion (`grow` false) or of dilation kept inside `within` (`grow` true) of a mask of 0s
 * and 1s, pixels beyond the border counted as unset; written into `out` when given (neither `mask` nor `within`).
 */
export function morph(
  mask: Uint8Array,
  width: number,
  height: number,
  grow: boolean,
  within?: Uint8Array,
  steps: 1 | 2 = 1,
  out: Uint8Array = new Uint8Array(mask.length),
): Uint8Array {
  if (steps === 1) return morphInto(mask, width, height, grow, within, out);
  // Two erosions are one by a 5×5 box (beyond the border is unset for both); two dilations inside a mask are not one.
  if (!grow && erodeTwiceInto(mask, width, out)) return out;
  if (betweenScratch.length < mask.length) betweenScratch = new Uint8Array(mask.length);
  const between = morphInto(mask, width, height, grow, within, betweenScratch.subarray(0, mask.length));
  return morphInto(between, width, height, grow, within, out);
}

/** The first step's mask of a two-step `morph`, kept between calls. */
let betweenScratch = new Uint8Array(0);

/** Erosion by a 5×5 box, four pixels to a word, into `out`; false (nothing written) where the rows do not allow words. */
function erodeTwiceInto(mask: Uint8Array, width: number, out: Uint8Array): boolean {
  const rows = scratchBytes(mask.length);
  const [words, rowWords, outWords] = [asWords(mask, width), asWords(rows, width), asWords(out, width)];
  if (!words || !rowWords || !outWords) return false;
  const perRow = width / 4;
  for (let first = 0; first < words.length; first += perRow) {
    const last = first + perRow - 1;
    for (let k = first; k <= last; k++) {
      const word = words[k]!;
      const [before, after] = [k > first ? words[k - 1]! : 0, k < last ? words[k + 1]! : 0];
      rowWords[k] =
        ((word << 16) | (before >>> 16)) &
        ((word << 8) | (before >>> 24)) &
        word &
        ((word >>> 8) | (after << 24)) &
        ((word >>> 16) | (after << 16));
    }
  }
  const end = outWords.length;
  for (let k = 0; k < end; k++) {
    const [up2, up1] = [k >= 2 * perRow ? rowWords[k - 2 * perRow]! : 0, k >= perRow ? rowWords[k - perRow]! : 0];
    const [down1, down2] = [k + perRow < end ? rowWords[k + perRow]! : 0, k + 2 * perRow < end ? rowWords[k + 2 * perRow]! : 0];
    outWords[k] = up2 & up1 & rowWords[k]! & down1 & down2;
  }
  return true;
}

/**
 * One step of `morph` written into `out` (every element of it): a pass along the rows then one along the columns,
 * four pixels to a 32-bit word where the rows allow (a byte's neighbours along the row are the bytes shifted in beside it).
 */
function morphInto(
  mask: Uint8Array,
  width: number,
  height: number,
  grow: boolean,
  within: Uint8Array | undefined,
  out: Uint8Array,
): Uint8Array {
  const rows = scratchBytes(mask.length);
  const [words, rowWords, outWords, withinWords] = [
    asWords(mask, width),
    asWords(rows, width),
    asWords(out, width),
    within && asWords(within, width),
  ];
  if (words && rowWords && outWords && (!within || withinWords)) {
    const perRow = width / 4;
    for (let y = 0; y < height; y++) {
      const first = y * perRow;
      const last = first + perRow - 1;
      for (let k = first; k <= last; k++) {
        const word = words[k]!;
        const before = (word << 8) | (k > first ? words[k - 1]! >>> 24 : 0);
        const after = (word >>> 8) | (k < last ? words[k + 1]! << 24 : 0);
        rowWords[k] = grow ? before | word | after : before & word & after;
      }
    }
    const end = outWords.length - perRow;
    for (let k = 0; k < outWords.length; k++) {
      const above = k >= perRow ? rowWords[k - perRow]! : 0;
      const below = k < end ? rowWords[k + perRow]! : 0;
      outWords[k] = grow ? (above | rowWords[k]! | below) & (withinWords ? withinWords[k]! : 0x01010101) : above & rowWords[k]! & below;
    }
    return out;
  }
  for (let y = 0; y < height; y++) {
    const first = y * width;
    const last = first + width - 1;
    for (let i = first; i <= last; i++) {
      const before = i > first ? mask[i - 1]! : 0;
      const after = i < last ? mask[i + 1]! : 0;
      rows[i] = grow ? before | mask[i]! | after : before & mask[i]! & after;
    }
  }
  const end = mask.length - width;
  for (let i = 0; i < mask.length; i++) {
    const above = i >= width ? rows[i - width]! : 0;
    const below = i < end ? rows[i + width]! : 0;
    out[i] = grow ? (above | rows[i]! | below) & (within ? within[i]! : 1) : above & rows[i]! & below;
  }
  return out;
}

/** Scratch for `boxClosing`: its two bit planes (one bit a pixel, 32 to a word, each row starting a word). */
let bitsScratch = new Int32Array(0);

/**
 * `boxMorph`'s erosion of its dilation by the same (2rx+1)×(2ry+1) box (a closing: dilation with the outside unset, then
 * erosion with it set) of a mask whose non-zero pixels are the set ones, written into `out` (every element of it, as 0s
 * and 1s; not `mask`). The same pixels as the two `boxMorph` passes, in bit planes instead of bytes: each row packed 32
 * pixels to a word (the bits past its end unset for the dilation and set for the erosion, as the outside is), a box's
 * row of pixels then being the word shifted each way by up to the radius and combined with its neighbour words' bits,
 * and its column the same bits of the words in the rows above and below: some thirty times fewer steps than counting
 * the window pixel by pixel, the bytes read once and written once.
 */
export function boxClosing(
  mask: Uint8Array,
  width: number,
  height: number,
  radiusX: number,
  radiusY: number,
  out: Uint8Array = new Uint8Array(mask.length),
): Uint8Array {
  // A word's neighbours hold every pixel within 31 of it: a wider box is closed byte by byte.
  if (radiusX > 31) {
    const grown = boxMorph(mask, width, height, radiusX, radiusY, true);
    return boxMorph(grown, width, height, radiusX, radiusY, false, out);
  }
  const perRow = (width + 31) >> 5;
  const size = perRow * height;
  if (bitsScratch.length < 2 * size) bitsScratch = new Int32Array(2 * size);
  const [a, b] = [bitsScratch.subarray(0, size), bitsScratch.subarray(size, 2 * size)];
  // The bits of the last word of a row that lie past its end.
  const tail = width & 31 ? ~((1 << (width & 31)) - 1) : 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let k = 0; k < perRow; k++) {
      let word = 0;
      const end = Math.min(32, width - 32 * k);
      for (let j = 0, i = row + 32 * k; j < end; j++, i++) if (mask[i] !== 0) word |= 1 << j;
      a[y * perRow + k] = word;
    }
  }
  // A row's words combined with themselves shifted by 1 … r pixels each way: `set` true ORs (dilation, pixels beyond the
  // row unset), false ANDs (erosion, pixels beyond the row set). Pixel x is bit x & 31 of word x >> 5.
  const alongRows = (from: Int32Array, to: Int32Array, set: boolean) => {
    const outside = set ? 0 : -1;
    for (let y = 0; y < height; y++) {
      const first = y * perRow;
      const last = first + perRow - 1;
      for (let k = first; k <= last; k++) {
        const here = k === last ? (set ? from[k]! & ~tail : from[k]! | tail) : from[k]!;
        const before = k > first ? from[k - 1]! : outside;
        const after = k < last ? (k + 1 === last ? (set ? from[k + 1]! & ~tail : from[k + 1]! | tail) : from[k + 1]!) : outside;
        let word = here;
        for (let d = 1; d <= radiusX; d++) {
          // Pixel x takes pixel x − d (bits shifted up, the word before's top bits coming in) and pixel x + d.
          const lower = (here << d) | (before >>> (32 - d));
          const upper = (here >>> d) | (after << (32 - d));
          word = set ? word | lower | upper : word & lower & upper;
        }
        to[k] = word;
      }
    }
  };
  // Each word combined with the same word of the rows up to r above and below (rows beyond the picture unset for the
  // dilation, set for the erosion).
  const alongColumns = (from: Int32Array, to: Int32Array, set: boolean) => {
    for (let y = 0; y < height; y++)
      for (let k = 0; k < perRow; k++) {
        let word = from[y * perRow + k]!;
        for (let d = 1; d <= radiusY; d++) {
          const up = y - d >= 0 ? from[(y - d) * perRow + k]! : set ? 0 : -1;
          const down = y + d < height ? from[(y + d) * perRow + k]! : set ? 0 : -1;
          word = set ? word | up | down : word & up & down;
        }
        to[y * perRow + k] = word;
      }
  };
  alongRows(a, b, true);
  alongColumns(b, a, true);
  alongRows(a, b, false);
  alongColumns(b, a, false);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let k = 0; k < perRow; k++) {
      const word = a[y * perRow + k]!;
      const end = Math.min(32, width - 32 * k);
      for (let j = 0, i = row + 32 * k; j < end; j++, i++) out[i] = (word >>> j) & 1;
    }
  }
  return out;
}

/**
 * Dilation (`grow` true) or erosion by a (2rx+1)×(2ry+1) box, in time independent of its size: each pass
 * counts the set pixels in a sliding window (outside the image counts as unset for dilation, set for erosion). A mask of
 * 0s and 1s; for dilation, any non-zero value counts as set (a window's sum is above 0 where any of it is).
 */
export function boxMorph(
  mask: Uint8Array,
  width: number,
  height: number,
  radiusX: number,
  radiusY: number,
  grow: boolean,
  /** Written into this mask when given (not `mask`): every element of it. */
  out: Uint8Array = new Uint8Array(mask.length),
): Uint8Array {
  const beyond = grow ? 0 : 1;
  const across = scratchBytes(mask.length);
  const windowX = 2 * radiusX + 1;
  // The window's ends past the border are counted apart, so that the loop over the pixels between tests nothing.
  const [inFrom, inTo] = [Math.min(radiusX, width), Math.max(Math.min(radiusX, width), width - radiusX)];
  for (let row = 0; row < mask.length; row += width) {
    // Count of set pixels in [x − r, x + r], pixels beyond the border counted as `beyond`.
    let count = beyond * radiusX;
    for (let x = 0; x < radiusX && x < width; x++) count += mask[row + x]!;
    const step = (x: number) => {
      count += x + radiusX < width ? mask[row + x + radiusX]! : beyond;
      across[row + x] = grow ? (count > 0 ? 1 : 0) : count === windowX ? 1 : 0;
      count -= x - radiusX >= 0 ? mask[row + x - radiusX]! : beyond;
    };
    for (let x = 0; x < inFrom; x++) step(x);
    if (grow)
      for (let x = inFrom; x < inTo; x++) {
        count += mask[row + x + radiusX]!;
        across[row + x] = count > 0 ? 1 : 0;
        count -= mask[row + x - radiusX]!;
      }
    else
      for (let x = inFrom; x < inTo; x++) {
        count += mask[row + x + radiusX]!;
        across[row + x] = count === windowX ? 1 : 0;
        count -= mask[row + x - radiusX]!;
      }
    for (let x = inTo; x < width; x++) step(x);
  }
  // The same down the columns, one running count per column, row by row.
  const windowY = 2 * radiusY + 1;
  const counts = new Int32Array(width).fill(beyond * radiusY);
  for (let y = 0; y < radiusY && y < height; y++) for (let x = 0; x < width; x++) counts[x]! += across[y * width + x]!;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const entering = y + radiusY < height ? (y + radiusY) * width : -1;
    const leaving = y - radiusY >= 0 ? (y - radiusY) * width : -1;
    // Rows whose window lies inside the picture (most) in loops that test nothing but the count, as across the rows.
    if (entering >= 0 && leaving >= 0 && grow)
      for (let x = 0; x < width; x++) {
        const count = counts[x]! + across[entering + x]!;
        out[row + x] = count > 0 ? 1 : 0;
        counts[x] = count - across[leaving + x]!;
      }
    else if (entering >= 0 && leaving >= 0)
      for (let x = 0; x < width; x++) {
        const count = counts[x]! + across[entering + x]!;
        out[row + x] = count === windowY ? 1 : 0;
        counts[x] = count - across[leaving + x]!;
      }
    else
      for (let x = 0; x < width; x++) {
        const count = counts[x]! + (entering >= 0 ? across[entering + x]! : beyond);
        out[row + x] = grow ? (count > 0 ? 1 : 0) : count === windowY ? 1 : 0;
        counts[x] = count - (leaving >= 0 ? across[leaving + x]! : beyond);
      }
  }
  return out;
}
