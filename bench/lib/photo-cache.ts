// The photos the photo measurer's benchmarks run on, rendered from the test generators or read from PHOTO_CACHE=<dir>
// (`<name>.bin` the RGBA pixels, `<name>.json` the size and paper), where a rendered photo is also kept for the next run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MeasureOutcome, PaperSize, RgbaImage } from '@/lib/measure/photo/types';

export interface Photo {
  name: string;
  image: RgbaImage;
  paper: PaperSize;
}

const cache = process.env.PHOTO_CACHE;
if (cache) mkdirSync(cache, { recursive: true });

/** A rendered photo, from the cache when it holds it (pixels in `<name>.bin`, the paper in `<name>.json`). */
export function cached(name: string, render: () => Photo): Photo {
  const file = cache && join(cache, name);
  if (file && existsSync(`${file}.json`)) {
    const { image, paper } = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as { image: Omit<RgbaImage, 'data'>; paper: PaperSize };
    const bytes = readFileSync(`${file}.bin`);
    return { name, paper, image: { ...image, data: new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength) } };
  }
  const photo = render();
  if (file) {
    const { data, width, height } = photo.image;
    writeFileSync(`${file}.bin`, data);
    writeFileSync(`${file}.json`, JSON.stringify({ image: { width, height }, paper: photo.paper }));
  }
  return photo;
}

/** What the identity checks compare: every answer the page shows, lengths to 0.01 mm. */
export function answerOf(outcome: MeasureOutcome): string {
  if (!outcome.ok) return `${outcome.reason}${outcome.seenPaper ? ` (${outcome.seenPaper})` : ''}`;
  const { lengthMm, widthMm, confidence, lowBecause, paperUnchecked } = outcome;
  return `${lengthMm.toFixed(2)} × ${widthMm.toFixed(2)} mm, ${confidence}${lowBecause ? ` (${lowBecause})` : ''}${paperUnchecked ? ', paper unchecked' : ''}`;
}

/** The value at quantile `q` of `values` (the lower one, as the photo benchmarks have always taken it). */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** Median / 90th percentile / max, in whole milliseconds. */
export const figures = (values: number[]) => [0.5, 0.9, 1].map((q) => quantile(values, q).toFixed(0)).join(' / ');
