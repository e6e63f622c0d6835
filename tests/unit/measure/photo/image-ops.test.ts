import { describe, expect, it } from 'vitest';
import {
  blurredLumaAndShares,
  boxBlur,
  boxClosing,
  boxMorph,
  componentAt,
  holesFilled,
  kthSmallest,
  largestComponent,
  morph,
  otsuThreshold,
  wholeMask,
} from '@/lib/measure/photo/image-ops';
import { solveLinear } from '@/lib/measure/photo/linear-solve';
import { fitPaperLight } from '@/lib/measure/photo/paper-light';
import { seededRandom } from '@/tests/support/synthetic-foot-photo';

// The fast pixel operations are checked against their definitions written out pixel by pixel, on random
// masks with blobs, specks and set borders, so that a faster rewrite cannot change the measurer's answers.

// A width of 40 takes the four-pixels-to-a-word path of `morph`, 37 the pixel-by-pixel one.
const sizes = [
  [37, 23],
  [40, 23],
] as const;
let [width, height]: [number, number] = [sizes[0][0], sizes[0][1]];

function randomMask(seed: number, density: number): Uint8Array {
  const random = seededRandom(seed);
  const mask = new Uint8Array(width * height);
  // Blobs, so that erosion and labelling have something to keep, and specks, so that they have something to drop.
  for (let blob = 0; blob < 6; blob++) {
    const [cx, cy, r] = [random() * width, random() * height, 1 + random() * 6];
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (Math.hypot(x - cx, y - cy) < r) mask[y * width + x] = 1;
  }
  for (let i = 0; i < mask.length; i++) if (random() < density) mask[i] = 1 - mask[i]!;
  return mask;
}

const at = (mask: Uint8Array, x: number, y: number, outside: number) =>
  x < 0 || y < 0 || x >= width || y >= height ? outside : mask[y * width + x]!;

/** Erosion or dilation by a (2rx+1)×(2ry+1) box, pixels beyond the border counted as `outside`. */
function boxByDefinition(mask: Uint8Array, rx: number, ry: number, grow: boolean, outside: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let all = true;
      let any = false;
      for (let dy = -ry; dy <= ry; dy++)
        for (let dx = -rx; dx <= rx; dx++) {
          const set = at(mask, x + dx, y + dy, outside) === 1;
          all &&= set;
          any ||= set;
        }
      out[y * width + x] = (grow ? any : all) ? 1 : 0;
    }
  return out;
}

/** Every 8-connected region of set pixels, by breadth-first search, in the order of their first pixel. */
function regionsByDefinition(mask: Uint8Array): number[][] {
  const seen = new Uint8Array(mask.length);
  const regions: number[][] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const region = [start];
    seen[start] = 1;
    for (let k = 0; k < region.length; k++) {
      const [x, y] = [region[k]! % width, Math.floor(region[k]! / width)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const i = (y + dy) * width + x + dx;
          if (at(mask, x + dx, y + dy, 0) && !seen[i]) {
            seen[i] = 1;
            region.push(i);
          }
        }
    }
    regions.push(region.sort((a, b) => a - b));
  }
  return regions;
}

const setPixels = (mask: Uint8Array) => [...mask.keys()].filter((i) => mask[i] === 1);
const box = (pixels: number[]) => ({
  minX: Math.min(...pixels.map((i) => i % width)),
  maxX: Math.max(...pixels.map((i) => i % width)),
  minY: Math.min(...pixels.map((i) => Math.floor(i / width))),
  maxY: Math.max(...pixels.map((i) => Math.floor(i / width))),
});

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

/** Runs `check` at each size and seed. */
function eachCase(check: (seed: number) => void): void {
  for (const size of sizes)
    for (const seed of seeds) {
      [width, height] = size;
      check(seed);
    }
}

describe('morph', () => {
  it('erodes by the 3×3 box, pixels beyond the border counting as unset', () => {
    eachCase((seed) => {
      const mask = randomMask(seed, 0.08);
      expect(morph(mask, width, height, false)).toEqual(boxByDefinition(mask, 1, 1, false, 0));
    });
  });

  it('dilates by the 3×3 box inside the mask given', () => {
    eachCase((seed) => {
      const [mask, within] = [randomMask(seed, 0.05), randomMask(seed + 100, 0.02)];
      const expected = boxByDefinition(mask, 1, 1, true, 0).map((v, i) => v & within[i]!);
      expect(morph(mask, width, height, true, within)).toEqual(expected);
      expect(morph(mask, width, height, true)).toEqual(boxByDefinition(mask, 1, 1, true, 0));
    });
  });

  it('takes two steps as one after the other: two erosions as one by the 5×5 box, two dilations each kept inside the mask', () => {
    eachCase((seed) => {
      const [mask, within] = [randomMask(seed, 0.06), randomMask(seed + 200, 0.03)];
      expect(morph(mask, width, height, false, undefined, 2)).toEqual(boxByDefinition(mask, 2, 2, false, 0));
      // Written into a mask given, whatever it held.
      const out = new Uint8Array(mask.length).fill(1);
      expect(morph(mask, width, height, false, undefined, 2, out)).toBe(out);
      expect(out).toEqual(boxByDefinition(mask, 2, 2, false, 0));
      expect(morph(mask, width, height, true, within, 2, out.fill(1))).toEqual(morph(mask, width, height, true, within, 2));
      const grown = morph(mask, width, height, true, within, 2);
      expect(grown).toEqual(morph(morph(mask, width, height, true, within), width, height, true, within));
      expect(grown).not.toEqual(boxByDefinition(mask, 2, 2, true, 0).map((v, i) => v & within[i]!));
    });
  });
});

describe('boxMorph', () => {
  it('dilates with the outside unset and erodes with it set, for boxes wider than tall and taller than wide', () => {
    for (const seed of seeds)
      for (const [rx, ry] of [
        [1, 1],
        [3, 2],
        [2, 5],
        [20, 1],
      ] as const) {
        const mask = randomMask(seed, 0.05);
        expect(boxMorph(mask, width, height, rx, ry, true)).toEqual(boxByDefinition(mask, rx, ry, true, 0));
        expect(boxMorph(mask, width, height, rx, ry, false)).toEqual(boxByDefinition(mask, rx, ry, false, 1));
      }
  });

  it('writes every pixel of the mask it is given to write into, whatever that mask held', () => {
    const mask = randomMask(seeds[0]!, 0.05);
    for (const grow of [true, false]) {
      const into = randomMask(seeds[1]!, 0.5);
      expect(boxMorph(mask, width, height, 3, 2, grow, into)).toBe(into);
      expect(into).toEqual(boxByDefinition(mask, 3, 2, grow, grow ? 0 : 1));
    }
  });
});

describe('boxClosing', () => {
  it("is boxMorph's erosion of its dilation, for masks of 0s, 1s and 2s under a word wide or several, boxes up to 31 wide and wider than the picture", () => {
    const saved = [width, height];
    // Widths on a word's boundary, short of one, across two and three words, and narrower than the box.
    for (const [w, h] of [
      [32, 9],
      [37, 23],
      [70, 11],
      [96, 7],
      [5, 40],
    ] as const)
      for (const seed of seeds.slice(0, 4))
        for (const [rx, ry] of [
          [1, 1],
          [7, 7],
          [3, 9],
          [31, 2],
          [40, 1],
        ] as const) {
          // Past 31 the bytes are closed by boxMorph, which takes a box narrower than the picture.
          if (rx > 31 && rx >= w) continue;
          [width, height] = [w, h];
          // Covered pixels as the foot search's classes mark them: 1 or 2.
          const mask = randomMask(seed, 0.1).map((v, i) => v * (1 + (i % 2)));
          const set = mask.map((v) => (v ? 1 : 0));
          const expected = boxByDefinition(boxByDefinition(set, rx, ry, true, 0), rx, ry, false, 1);
          expect(boxClosing(mask, w, h, rx, ry), `${w}×${h}, ${rx}×${ry}`).toEqual(expected);
          if (rx < w && ry < h) expect(boxMorph(boxMorph(mask, w, h, rx, ry, true), w, h, rx, ry, false)).toEqual(expected);
          const into = new Uint8Array(mask.length).fill(7);
          expect(boxClosing(mask, w, h, rx, ry, into)).toBe(into);
          expect(into).toEqual(expected);
        }
    [width, height] = saved as [number, number];
  });
});

describe('largestComponent and componentAt', () => {
  it('find the 8-connected regions, the first of the largest when two are as large', () => {
    for (const seed of seeds) {
      const mask = randomMask(seed, 0.1);
      const regions = regionsByDefinition(mask);
      const largest = regions.reduce((best, r) => (r.length > best.length ? r : best));
      const found = largestComponent(mask, width, height)!;
      expect(setPixels(found.mask)).toEqual(largest);
      expect(found).toMatchObject({ area: largest.length, ...box(largest) });
      // Written into a mask given, whatever it held.
      const into = new Uint8Array(mask.length).fill(1);
      expect(largestComponent(mask, width, height, into)).toEqual({ ...found, mask: into });
      expect(into).toEqual(found.mask);
      for (const region of regions) {
        const at = componentAt(mask, width, height, region[region.length >> 1]!);
        expect(setPixels(at.mask)).toEqual(region);
        expect(at).toMatchObject({ area: region.length, ...box(region) });
      }
    }
    expect(largestComponent(new Uint8Array(width * height), width, height)).toBeNull();
  });

  it('wholeMask takes every set pixel as one region', () => {
    const mask = randomMask(9, 0.1);
    const pixels = setPixels(mask);
    expect(wholeMask(mask, width)).toMatchObject({ mask, area: pixels.length, ...box(pixels) });
  });
});

describe('holesFilled', () => {
  /** The mask with every unset 8-connected region that touches no border set, by definition. */
  function filledByDefinition(mask: Uint8Array): Uint8Array {
    const expected = mask.slice();
    for (const region of regionsByDefinition(mask.map((v) => 1 - v))) {
      const touches = region.some((i) => i % width === 0 || i % width === width - 1 || i < width || i >= width * (height - 1));
      if (!touches) for (const i of region) expected[i] = 1;
    }
    return expected;
  }

  it('sets every unset region that touches no border, 8-connected, and counts the set pixels, for a region of any box', () => {
    eachCase((seed) => {
      const mask = randomMask(seed, 0.25);
      // The whole mask (its box reaching the borders, mostly) and its largest region alone (a box inside the picture).
      for (const region of [wholeMask(mask, width), largestComponent(mask, width, height)!]) {
        const expected = filledByDefinition(region.mask);
        const { mask: filled, area } = holesFilled(region, width, height);
        expect(filled).toEqual(expected);
        expect(area).toBe(setPixels(expected).length);
      }
      expect(holesFilled(wholeMask(mask, width), width, height).mask).not.toEqual(mask);
    });
  });
});

describe('boxBlur', () => {
  it('averages each pixel over its box with the edges clamped', () => {
    const random = seededRandom(11);
    const values = Float32Array.from({ length: width * height }, () => 255 * random());
    for (const radius of [1, 2]) {
      const expected = new Float32Array(values.length);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          let sum = 0;
          for (let dy = -radius; dy <= radius; dy++)
            for (let dx = -radius; dx <= radius; dx++)
              sum += values[Math.min(height - 1, Math.max(0, y + dy)) * width + Math.min(width - 1, Math.max(0, x + dx))]!;
          expected[y * width + x] = sum / (2 * radius + 1) ** 2;
        }
      const blurred = boxBlur(values, width, height, radius);
      blurred.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 3));
    }
  });
});

describe('boxBlur of radius 1', () => {
  it('gives exactly the two clamped passes of three sums each, in a buffer given or its own, down to two pixels a side', () => {
    const random = seededRandom(14);
    for (const [w, h] of [
      [37, 23],
      [2, 2],
      [5, 2],
      [2, 6],
    ] as const) {
      const values = Float32Array.from({ length: w * h }, () => 255 * random());
      const clamp = (v: number, n: number) => Math.min(n - 1, Math.max(0, v));
      const across = new Float32Array(values.length);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          let sum = 0;
          for (let k = -1; k <= 1; k++) sum += values[y * w + clamp(x + k, w)]!;
          across[y * w + x] = sum / 3;
        }
      const expected = new Float32Array(values.length);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          let sum = 0;
          for (let k = -1; k <= 1; k++) sum += across[clamp(y + k, h) * w + x]!;
          expected[y * w + x] = sum / 3;
        }
      expect(boxBlur(values, w, h, 1)).toEqual(expected);
      const out = new Float32Array(values.length).fill(-1);
      expect(boxBlur(values, w, h, 1, out)).toBe(out);
      expect(out).toEqual(expected);
    }
  });
});

describe('blurredLumaAndShares', () => {
  it('gives exactly the luma and the red and blue shares of the planes boxBlur of radius 1 gives, down to two pixels a side', () => {
    const random = seededRandom(15);
    for (const [w, h] of [
      [37, 23],
      [2, 2],
      [5, 2],
      [2, 6],
      [1, 4],
    ] as const) {
      const [r, g, b] = [0, 1, 2].map(() => Float32Array.from({ length: w * h }, () => 255 * random()));
      const [rb, gb, bb] = [boxBlur(r!, w, h, 1), boxBlur(g!, w, h, 1), boxBlur(b!, w, h, 1)];
      const expected = [new Float32Array(w * h), new Float32Array(w * h), new Float32Array(w * h)] as const;
      for (let i = 0; i < w * h; i++) {
        const sum = rb[i]! + gb[i]! + bb[i]! + 1;
        expected[0][i] = 0.299 * rb[i]! + 0.587 * gb[i]! + 0.114 * bb[i]!;
        expected[1][i] = rb[i]! / sum;
        expected[2][i] = bb[i]! / sum;
      }
      const found = [new Float32Array(w * h), new Float32Array(w * h), new Float32Array(w * h)] as const;
      blurredLumaAndShares(r!, g!, b!, w, h, ...found);
      found.forEach((plane, k) => expect(plane).toEqual(expected[k]));
    }
  });
});

describe('kthSmallest', () => {
  it('gives the value sorting puts at each place, with repeated values and runs of one value', () => {
    const random = seededRandom(13);
    for (const length of [1, 2, 7, 100, 1001]) {
      const values = Float64Array.from({ length }, (_, i) => (i % 5 === 0 ? 0.25 : Math.round(random() * 20) / 20));
      const sorted = values.slice().sort();
      for (const k of new Set([0, length >> 1, length - 1, Math.floor(random() * length)]))
        expect(kthSmallest(values.slice(), k)).toBe(sorted[k]);
    }
  });
});

describe('otsuThreshold', () => {
  it('splits the values above a level as it splits those values alone', () => {
    const random = seededRandom(12);
    const values = Float32Array.from({ length: 5000 }, (_, i) => (i % 3 === 0 ? 40 : i % 3 === 1 ? 170 : 230) + 20 * random());
    const cut = otsuThreshold(values);
    expect(cut).toBeGreaterThan(50);
    expect(cut).toBeLessThan(170);
    expect(otsuThreshold(values, cut)).toBe(otsuThreshold(values.filter((v) => v > cut)));
    expect(otsuThreshold(values, cut)).toBeGreaterThan(180);
  });
});

describe('solveLinear', () => {
  it('solves a system whose first pivot is zero, and says null for a singular one', () => {
    const x = solveLinear(Float64Array.from([0, 2, 1, 1, 1, 1, 2, 1, 3]), Float64Array.from([7, 6, 13]))!;
    [1, 2, 3].forEach((v, i) => expect(x[i]).toBeCloseTo(v, 12));
    expect(solveLinear(Float64Array.from([1, 2, 2, 4]), Float64Array.from([1, 2]))).toBeNull();
  });
});

describe('fitPaperLight', () => {
  it('gives the same surface at the pixels it samples when asked for those alone, and fits a quadratic exactly', () => {
    const [w, h] = [31, 20];
    const random = seededRandom(7);
    const luma = Float32Array.from({ length: w * h }, (_, i) => 150 + 0.8 * (i % w) - 0.05 * Math.floor(i / w) ** 2 + 4 * random());
    const isPaper = (i: number) => i % 5 !== 0;
    const full = fitPaperLight(luma, w, h, isPaper);
    const sampled = fitPaperLight(luma, w, h, isPaper, true);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) expect(sampled[y * w + x]).toBe(y % 3 === 1 && x % 3 === 1 ? full[y * w + x] : 0);
    // Written into a plane given: the same surface where asked for, what the plane held elsewhere.
    for (const sampledOnly of [false, true]) {
      const into = new Float32Array(w * h).fill(-1);
      expect(fitPaperLight(luma, w, h, isPaper, sampledOnly, into)).toBe(into);
      for (let i = 0; i < into.length; i++) expect(into[i]).toBe(!sampledOnly || sampled[i] !== 0 ? full[i] : -1);
    }
    const quadratic = Float32Array.from({ length: w * h }, (_, i) => 100 + 0.5 * (i % w) + 0.02 * Math.floor(i / w) ** 2);
    const fitted = fitPaperLight(quadratic, w, h, () => true);
    for (let i = 0; i < fitted.length; i++) expect(fitted[i]).toBeCloseTo(quadratic[i]!, 2);
  });
});
