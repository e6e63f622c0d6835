import { measureFoot } from '@/lib/measure/photo/measure';
import { syntheticPhoto } from './synthetic-foot-photo';

export interface AccuracyRun {
  /** |measured − true| per photo in mm; Infinity where a measurable photo was refused. */
  errors: number[];
  /** Photos whose width was off by more than 4 mm. */
  wrongWidth: number;
  /** The largest uncertainty claimed for an answered photo. */
  maxUncertaintyMm: number;
}

/** Measures the measurable synthetic photos of the given seeds against their known length. */
export function runAccuracy(seeds: number[]): AccuracyRun {
  const run: AccuracyRun = { errors: [], wrongWidth: 0, maxUncertaintyMm: 0 };
  for (const seed of seeds) {
    const photo = syntheticPhoto(seed, 'measurable');
    const result = measureFoot(photo.image, photo.scene.paper);
    run.errors.push(result.ok ? Math.abs(result.lengthMm - photo.lengthMm) : Infinity);
    if (!result.ok) continue;
    if (Math.abs(result.widthMm - photo.widthMm) > 4) run.wrongWidth++;
    run.maxUncertaintyMm = Math.max(run.maxUncertaintyMm, result.uncertaintyMm);
  }
  return run;
}
