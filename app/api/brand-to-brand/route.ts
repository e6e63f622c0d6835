import { brandToBrandResponse } from '@/lib/converter/api/brand-to-brand-response';
import { conversionCacheControl } from '@/lib/converter/api/cache-control';
import { json, publicRoute } from '@/lib/http/route';
import { brandToBrandQuerySchema } from '@/lib/validations/brand-to-brand-query';

/** GET /api/brand-to-brand?gender=men&fromBrand=nike&system=us&size=9&toBrand=adidas&toSystem=us (README, "Conversion API"). */
export const GET = publicRoute({ query: brandToBrandQuerySchema, cors: true, cacheControl: conversionCacheControl }, ({ query }) =>
  json(brandToBrandResponse(query)),
);
