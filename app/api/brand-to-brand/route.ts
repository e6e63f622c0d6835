import { brandToBrand } from '@/lib/sizes';
import { brandToBrandErrorContext, toBrandToBrandResponse } from '@/lib/conversion-api/brand-to-brand-response';
import { conversionCacheControl } from '@/lib/conversion-api/cache-control';
import { conversionError } from '@/lib/conversion-api/engine-errors';
import { json, publicRoute } from '@/lib/http/route';
import { brandToBrandQuerySchema } from '@/lib/validations/brand-to-brand-query';

/** GET /api/brand-to-brand?gender=men&fromBrand=nike&system=us&size=9&toBrand=adidas&toSystem=us (README, "Conversion API"). */
export const GET = publicRoute({ query: brandToBrandQuerySchema, cors: true, cacheControl: conversionCacheControl }, ({ query }) => {
  const { gender, fromBrand, system, size, toBrand, toSystem, toGender } = query;
  const outcome = brandToBrand({
    from: { brand: fromBrand, gender, system, size },
    to: { brand: toBrand, system: toSystem, gender: toGender },
  });
  if (!outcome.ok) throw conversionError(outcome, brandToBrandErrorContext(query));
  return json(toBrandToBrandResponse(outcome));
});
