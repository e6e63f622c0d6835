import { z } from 'zod';
import { converterPageKeys } from '@/lib/my-sizes/page-key';

/** GET /api/my-sizes: without `page` the whole view, with it the answer for that converter page. */
export const mySizesQuerySchema = z.strictObject({ page: z.enum(converterPageKeys).optional() });
