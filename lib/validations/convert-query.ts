import { z } from 'zod';
import { genders, systemIds } from '@/lib/sizes/model/types';
import { brandSlugs } from '@/lib/sizes/charts/slugs';

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;

const footMm = z.coerce
  .number({ error: 'footMm must be a foot length in millimetres, such as 265' })
  .positive({ error: 'footMm must be a foot length in millimetres, such as 265' });

/**
 * The query of GET /api/convert: a gender, then either a system and a size or a foot length in mm,
 * and optionally a brand whose own chart to read. Values arrive as strings; messages name the
 * allowed values so a 400 tells the caller how to fix the request.
 */
export const convertQuerySchema = z
  .object({
    gender: z.enum(genders, { error: oneOf('gender', genders) }),
    system: z.enum(systemIds, { error: oneOf('system', systemIds) }).optional(),
    size: z
      .string({ error: 'size must be a size label such as 9, 42.5, 42 2/3 or 10C' })
      .trim()
      .min(1, { error: 'size must be a size label such as 9, 42.5, 42 2/3 or 10C' })
      .max(24, { error: 'size is too long to be a size label' })
      .optional(),
    brand: z.enum(brandSlugs, { error: oneOf('brand', brandSlugs) }).optional(),
    footMm: footMm.optional(),
  })
  .superRefine((query, context) => {
    const bySize = query.system !== undefined || query.size !== undefined;
    if (query.footMm !== undefined && bySize) {
      context.addIssue({ code: 'custom', path: ['footMm'], message: 'give either system and size, or footMm, not both' });
    } else if (query.footMm === undefined && query.system === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['system'],
        message: `system and size are required (or footMm instead); ${oneOf('system', systemIds)}`,
      });
    } else if (query.footMm === undefined && query.size === undefined) {
      context.addIssue({ code: 'custom', path: ['size'], message: 'size is required with system, e.g. size=9' });
    }
  });
