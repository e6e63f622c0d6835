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

/** Otsu's threshold: the grey level that best separates the picture into two classes. */
export function otsuThreshold(values: Float32Array): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < values.length; i++) histogram[Math.min(255, Math.max(0, values[i]! | 0))]!++;
  let total = 0;
  for (let level = 0; level < 256; level++) total += level * histogram[level]!;
  let best = 0;
  let bestVariance = -1;
  let weightBelow = 0;
  let sumBelow = 0;
  for (let level = 0; level < 256; level++) {
    weightBelow += histogram[level]!;
    sumBelow += level * histogram[level]!;
    const weightAbove = values.length - weightBelow;
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

/** Gives the 8-connected region of set pixels in `mask` that holds `start` the label `label`; returns its area. */
function fill(mask: Uint8Array, width: number, height: number, labels: Int32Array, stack: Int32Array, start: number, label: number): number {
  let top = 0;
  let area = 0;
  stack[top++] = start;
  labels[start] = label;
  while (top > 0) {
    const index = stack[--top]!;
    area++;
    const x = index % width;
    const y = (index - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= width) continue;
        const next = ny * width + nx;
        if (mask[next] && !labels[next]) {
          labels[next] = label;
          stack[top++] = next;
        }
      }
    }
  }
  return area;
}

/** The pixels labelled `label` as a component with its bounding box. */
function componentOf(labels: Int32Array, label: number, area: number, width: number): Component {
  const out = new Uint8Array(labels.length);
  let minX = width;
  let maxX = -1;
  let minY = labels.length;
  let maxY = -1;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== label) continue;
    out[i] = 1;
    const x = i % width;
    const y = (i - x) / width;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { mask: out, area, minX, maxX, minY, maxY };
}

/** The largest 8-connected region of set pixels in `mask`, or null when none is set. */
export function largestComponent(mask: Uint8Array, width: number, height: number): Component | null {
  const labels = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  let bestLabel = 0;
  let bestArea = 0;
  let label = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    label++;
    const area = fill(mask, width, height, labels, stack, start, label);
    if (area > bestArea) {
      bestArea = area;
      bestLabel = label;
    }
  }
  return bestLabel ? componentOf(labels, bestLabel, bestArea, width) : null;
}

/** The 8-connected region of set pixels in `mask` that holds pixel `start` (which must be set). */
export function componentAt(mask: Uint8Array, width: number, height: number, start: number): Component {
  const labels = new Int32Array(width * height);
  const area = fill(mask, width, height, labels, new Int32Array(width * height), start, 1);
  return componentOf(labels, 1, area, width);
}

/** Each pixel replaced by the mean of its (2r+1)² neighbourhood (edges clamped); separable. */
export function boxBlur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const pass = (input: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(input.length);
    const [outer, inner] = horizontal ? [height, width] : [width, height];
    for (let o = 0; o < outer; o++) {
      for (let i = 0; i < inner; i++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) {
          const j = Math.min(inner - 1, Math.max(0, i + k));
          sum += horizontal ? input[o * width + j]! : input[j * width + o]!;
        }
        out[horizontal ? o * width + i : i * width + o] = sum / (2 * radius + 1);
      }
    }
    return out;
  };
  return pass(pass(values, true), false);
}

/** One step of 3×3 erosion (`grow` false) or of dilation kept inside `within` (`grow` true). */
export function morph(mask: Uint8Array, width: number, height: number, grow: boolean, within?: Uint8Array): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (grow && within && !within[i]) continue;
      let hit = !grow;
      for (let dy = -1; dy <= 1 && hit !== grow; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          const set = nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx] === 1;
          if (set === grow) {
            hit = grow;
            break;
          }
        }
      }
      out[i] = hit ? 1 : 0;
    }
  }
  return out;
}

/**
 * Dilation (`grow` true) or erosion by a (2rx+1)×(2ry+1) box, in time independent of its size: each pass
 * counts the set pixels in a sliding window (outside the image counts as unset for dilation, set for erosion).
 */
export function boxMorph(mask: Uint8Array, width: number, height: number, radiusX: number, radiusY: number, grow: boolean): Uint8Array {
  const pass = (input: Uint8Array, horizontal: boolean) => {
    const radius = horizontal ? radiusX : radiusY;
    const out = new Uint8Array(input.length);
    const [outer, inner] = horizontal ? [height, width] : [width, height];
    const at = (o: number, i: number) => (horizontal ? o * width + i : i * width + o);
    const window = 2 * radius + 1;
    for (let o = 0; o < outer; o++) {
      // Count of set pixels in [i − r, i + r], pixels beyond the border counted as `!grow`.
      let count = grow ? 0 : radius;
      for (let i = 0; i < radius && i < inner; i++) count += input[at(o, i)]!;
      for (let i = 0; i < inner; i++) {
        const entering = i + radius;
        count += entering < inner ? input[at(o, entering)]! : grow ? 0 : 1;
        out[at(o, i)] = grow ? (count > 0 ? 1 : 0) : count === window ? 1 : 0;
        const leaving = i - radius;
        count -= leaving >= 0 ? input[at(o, leaving)]! : grow ? 0 : 1;
      }
    }
    return out;
  };
  return pass(pass(mask, true), false);
}
