import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto } from './hard-foot-photo';

/**
 * Each measurable harder-set seed's answer against the truth, its length by default or its width: `ok` within `limit`
 * mm, else how far off or why refused.
 */
export function hardWithin(seeds: number[], limit: number, of: 'lengthMm' | 'widthMm' = 'lengthMm'): string[] {
  return seeds.map((seed) => {
    const photo = hardPhoto(seed, 'measurable');
    const result = measureFoot(photo.image, photo.paper);
    if (!result.ok) return `${seed}: refused ${result.reason}`;
    const off = result[of] - photo[of];
    return Math.abs(off) <= limit ? `${seed}: ok` : `${seed}: ${off.toFixed(1)} mm`;
  });
}
