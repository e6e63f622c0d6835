import 'server-only';
import { z } from 'zod';
import { convert, footDomains, genders, type Gender } from '@/lib/sizes';
import { brandSlugs } from '@/lib/sizes/charts/slugs';
import type { MySizesFit } from './types';

/**
 * Foot lengths anyone could have, from a baby's first shoe (UK child 0 fits about 83 mm) to the
 * largest adult sizes any chart here prints (about 360 mm). The gender's own span is checked after.
 */
export const FOOT_LENGTH_MIN_MM = 80;
export const FOOT_LENGTH_MAX_MM = 360;

const footLengthField = z
  .number({ message: 'invalidFootLength' })
  .min(FOOT_LENGTH_MIN_MM, { message: 'invalidFootLength' })
  .max(FOOT_LENGTH_MAX_MM, { message: 'invalidFootLength' })
  // One decimal is as fine as any measurement here gets.
  .transform((mm) => Math.round(mm * 10) / 10);

const fitField = z.strictObject(
  {
    brand: z.enum(brandSlugs, { message: 'fitNotOnChart' }),
    system: z.string({ message: 'fitNotOnChart' }).trim().min(1).max(20, { message: 'fitNotOnChart' }),
    size: z.string({ message: 'fitNotOnChart' }).trim().min(1, { message: 'fitNotOnChart' }).max(16, { message: 'fitNotOnChart' }),
  },
  { message: 'fitNotOnChart' },
);

const shape = z.strictObject({
  gender: z.enum(genders),
  footLengthMm: footLengthField.nullish(),
  source: z.enum(['typed', 'ruler', 'photo']).default('typed'),
  fit: fitField.nullish(),
});

export interface MySizesInput {
  gender: Gender;
  footLengthMm: number;
  source: 'typed' | 'ruler' | 'photo' | 'fit';
  fit: MySizesFit | null;
}

/** The fit as the brand prints it, with the foot length its chart row stands for; null when the chart has no such row. */
function readFit(gender: Gender, fit: MySizesFit): { fit: MySizesFit; footMm: number } | null {
  const outcome = convert({ gender, brand: fit.brand, system: fit.system, size: fit.size });
  if (!outcome.ok || !outcome.chartRow || !('system' in outcome.input)) return null;
  const { system } = outcome.input;
  const printed = outcome.sizes[system];
  if (!printed || printed.origin !== 'chart') return null;
  return { fit: { brand: fit.brand, system, size: printed.label }, footMm: outcome.footMm };
}

/**
 * PUT /api/my-sizes. A foot length (typed, from the ruler or a photo), a brand size that fits, or
 * both. Given only the fit, the foot length is the one that brand's chart row stands for, and the
 * source says so. The fit must be a row of the brand's own chart for the chosen gender.
 */
export const mySizesInputSchema = shape.transform((value, ctx): MySizesInput => {
  const fit = value.fit ? readFit(value.gender, value.fit) : null;
  if (value.fit && !fit) {
    ctx.addIssue({ code: 'custom', message: 'fitNotOnChart', path: ['fit'] });
    return z.NEVER;
  }
  const footLengthMm = value.footLengthMm ?? (fit ? Math.round(fit.footMm * 10) / 10 : null);
  if (footLengthMm === null) {
    ctx.addIssue({ code: 'custom', message: 'footLengthRequired', path: ['footLengthMm'] });
    return z.NEVER;
  }
  const domain = footDomains[value.gender].accept;
  if (footLengthMm < domain.min || footLengthMm > domain.max) {
    ctx.addIssue({ code: 'custom', message: 'footLengthOutOfRange', path: ['footLengthMm'] });
    return z.NEVER;
  }
  const source = value.footLengthMm === null || value.footLengthMm === undefined ? 'fit' : value.source;
  return { gender: value.gender, footLengthMm, source, fit: fit?.fit ?? null };
});
