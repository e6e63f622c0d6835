import { isContentApiKey } from '@/lib/content/content-api-key';
import { contentRecord } from '@/lib/content/content-api';
import { json, keyRoute } from '@/lib/http/route';
import { contentQuerySchema } from '@/lib/validations/content';

/** GET ?category=&language= with Authorization: Bearer <CONTENT_API_KEY>. */
export const GET = keyRoute(
  isContentApiKey,
  { query: contentQuerySchema, cacheControl: { success: 'private, no-store' } },
  async ({ query }) => json(await contentRecord(query.category, query.language)),
);
