import { conversionCacheControl } from '@/lib/converter/api/cache-control';
import { convertResponseText } from '@/lib/converter/api/convert-response';
import { conversionError } from '@/lib/converter/api/engine-errors';
import { convertForApi } from '@/lib/converter/api/remembered-convert';
import { jsonText, publicRoute } from '@/lib/http/route';
import { convertQuerySchema } from '@/lib/validations/convert-query';

/** GET /api/convert?gender=men&system=us&size=9[&brand=nike] or ?gender=men&footMm=265 (README, "Conversion API"). */
export const GET = publicRoute({ query: convertQuerySchema, cors: true, cacheControl: conversionCacheControl }, ({ query }) => {
  const { gender, brand, system, size, footMm } = query;
  const outcome =
    footMm !== undefined
      ? convertForApi({ gender, brand, footMm })
      : convertForApi({ gender, brand, system: system ?? '', size: size ?? '' });
  if (!outcome.ok) throw conversionError(outcome, { brand, gender, size });
  return jsonText(convertResponseText(outcome));
});
