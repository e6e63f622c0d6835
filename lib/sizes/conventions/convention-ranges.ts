import { sizeIndex } from '../charts/brand-chart';
import type { SelectableConventionId } from './conventions';
import type { ConvertResult } from '../convert-core';
import type { ConvertedSize, SystemId } from '../model/types';

/** How far one system's answer moves across the convention options, and which conventions move it. */
export interface ConventionRange {
  min: ConvertedSize;
  max: ConvertedSize;
  conventions: SelectableConventionId[];
  /** True when the published tables behind the answer disagree on this system. */
  published: boolean;
}

/**
 * The systems whose size the published tables or a disputed convention leave open, with the
 * smallest and largest answer: what a page shows as "42 (41.5–42.5 in published tables)".
 */
export function conventionRanges(
  result: Pick<ConvertResult, 'sizes' | 'alternatives' | 'spread'>,
): Partial<Record<SystemId, ConventionRange>> {
  const ranges: Partial<Record<SystemId, ConventionRange>> = {};
  for (const [id, spread] of Object.entries(result.spread) as Array<[SystemId, { min: ConvertedSize; max: ConvertedSize }]>) {
    ranges[id] = { min: spread.min, max: spread.max, conventions: [], published: true };
  }
  for (const alternative of result.alternatives) {
    for (const [id, size] of Object.entries(alternative.sizes) as Array<[SystemId, ConvertedSize]>) {
      const chosen = result.sizes[id];
      if (!chosen) continue;
      const range = ranges[id] ?? { min: chosen, max: chosen, conventions: [], published: false };
      if (sizeIndex(size) < sizeIndex(range.min)) range.min = size;
      if (sizeIndex(size) > sizeIndex(range.max)) range.max = size;
      if (!range.conventions.includes(alternative.convention)) range.conventions.push(alternative.convention);
      ranges[id] = range;
    }
  }
  return ranges;
}
