import { sizeIndex } from './brand-chart';
import type { SelectableConventionId } from './conventions';
import type { ConvertResult } from './convert-core';
import type { ConvertedSize, SystemId } from './types';

/** How far one system's answer moves across the convention options, and which conventions move it. */
export interface ConventionRange {
  min: ConvertedSize;
  max: ConvertedSize;
  conventions: SelectableConventionId[];
}

/**
 * The systems whose size depends on a disputed convention, with the smallest and largest answer
 * over every option: what a page shows as "42 (42–43 depending on the convention)".
 */
export function conventionRanges(result: Pick<ConvertResult, 'sizes' | 'alternatives'>): Partial<Record<SystemId, ConventionRange>> {
  const ranges: Partial<Record<SystemId, ConventionRange>> = {};
  for (const alternative of result.alternatives) {
    for (const [id, size] of Object.entries(alternative.sizes) as Array<[SystemId, ConvertedSize]>) {
      const chosen = result.sizes[id];
      if (!chosen) continue;
      const range = ranges[id] ?? { min: chosen, max: chosen, conventions: [] };
      if (sizeIndex(size) < sizeIndex(range.min)) range.min = size;
      if (sizeIndex(size) > sizeIndex(range.max)) range.max = size;
      if (!range.conventions.includes(alternative.convention)) range.conventions.push(alternative.convention);
      ranges[id] = range;
    }
  }
  return ranges;
}
