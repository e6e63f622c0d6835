import { brandToBrand } from '@/lib/sizes';
import { brandToBrandErrorContext, toBrandToBrandResponse } from '@/lib/api/brand-to-brand-api';
import { engineErrorResponse, queryErrorResponse } from '@/lib/api/convert-api';
import { CACHE_CLIENT_ERROR, CACHE_SUCCESS, internalError, jsonResponse } from '@/lib/api/json-response';
import { brandToBrandQueryAllowed, brandToBrandQuerySchema } from '@/lib/validations/brand-to-brand-query';

/** GET /api/brand-to-brand?gender=men&fromBrand=nike&system=us&size=9&toBrand=adidas&toSystem=us (README, "Conversion API"). */
export async function GET(request: Request): Promise<Response> {
  try {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = brandToBrandQuerySchema.safeParse(query);
    if (!parsed.success) {
      const { status, body } = queryErrorResponse(parsed.error, brandToBrandQueryAllowed);
      return jsonResponse(status, body, CACHE_CLIENT_ERROR);
    }
    const { gender, fromBrand, system, size, toBrand, toSystem, toGender } = parsed.data;
    const outcome = brandToBrand({ from: { brand: fromBrand, gender, system, size }, to: { brand: toBrand, system: toSystem, gender: toGender } });
    if (!outcome.ok) {
      const { status, body } = engineErrorResponse(outcome, brandToBrandErrorContext(parsed.data));
      return jsonResponse(status, body, CACHE_CLIENT_ERROR);
    }
    return jsonResponse(200, toBrandToBrandResponse(outcome), CACHE_SUCCESS);
  } catch (error) {
    return internalError('GET /api/brand-to-brand', error);
  }
}
