import { convert } from '@/lib/sizes';
import { engineErrorResponse, queryErrorResponse, toConvertResponse } from '@/lib/api/convert-api';
import { CACHE_CLIENT_ERROR, CACHE_SUCCESS, internalError, jsonResponse } from '@/lib/api/json-response';
import { convertQueryAllowed, convertQuerySchema } from '@/lib/validations/convert-query';

/** GET /api/convert?gender=men&system=us&size=9[&brand=nike] or ?gender=men&footMm=265 (README, "Conversion API"). */
export async function GET(request: Request): Promise<Response> {
  try {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = convertQuerySchema.safeParse(query);
    if (!parsed.success) {
      const { status, body } = queryErrorResponse(parsed.error, convertQueryAllowed);
      return jsonResponse(status, body, CACHE_CLIENT_ERROR);
    }
    const { gender, brand, system, size, footMm } = parsed.data;
    const outcome = footMm !== undefined ? convert({ gender, brand, footMm }) : convert({ gender, brand, system: system ?? '', size: size ?? '' });
    if (!outcome.ok) {
      const { status, body } = engineErrorResponse(outcome, { brand, gender, size });
      return jsonResponse(status, body, CACHE_CLIENT_ERROR);
    }
    return jsonResponse(200, toConvertResponse(outcome), CACHE_SUCCESS);
  } catch (error) {
    return internalError('GET /api/convert', error);
  }
}
