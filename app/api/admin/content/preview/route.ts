import { sanitizeRichText } from '@/lib/content/sanitize';
import { adminRoute, json } from '@/lib/http/route';
import { previewSchema } from '@/lib/validations/content-admin';

/** POST {content}: the HTML exactly as the page will show it, after the allow-list. */
export const POST = adminRoute({ body: previewSchema, maxBodyBytes: 256 * 1024 }, async ({ body }) =>
  json({ html: sanitizeRichText(body.content) }),
);
