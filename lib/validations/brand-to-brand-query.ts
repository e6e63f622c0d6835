import { z } from 'zod';
import { genders, systemIds } from '@/lib/sizes/model/types';
import { brandSlugs } from '@/lib/sizes/charts/slugs';

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;

/**
 * The query of GET /api/brand-to-brand: a size of one brand (or of the generic model, without
 * fromBrand) read in another brand (or the model, without toBrand) through foot length.
 */
export const brandToBrandQuerySchema = z.object({
  gender: z.enum(genders, { error: oneOf('gender', genders) }),
  fromBrand: z.enum(brandSlugs, { error: oneOf('fromBrand', brandSlugs) }).optional(),
  system: z.enum(systemIds, { error: oneOf('system', systemIds) }),
  size: z
    .string({ error: 'size must be a size label such as 9, 42.5, 42 2/3 or 10C' })
    .trim()
    .min(1, { error: 'size must be a size label such as 9, 42.5, 42 2/3 or 10C' })
    .max(24, { error: 'size is too long to be a size label' }),
  toBrand: z.enum(brandSlugs, { error: oneOf('toBrand', brandSlugs) }).optional(),
  toSystem: z.enum(systemIds, { error: oneOf('toSystem', systemIds) }),
  toGender: z.enum(genders, { error: oneOf('toGender', genders) }).optional(),
});

export type BrandToBrandQuery = z.infer<typeof brandToBrandQuerySchema>;
