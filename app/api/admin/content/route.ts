import { editorTranslation } from '@/lib/content/editor-content';
import { savePageTranslation } from '@/lib/content/save-content';
import { adminRoute, json } from '@/lib/http/route';
import { contentSaveSchema, contentTargetSchema } from '@/lib/validations/content-admin';

const privateCache = { success: 'private, no-store' };

/** GET ?category=&language=: the translation the editor starts from. */
export const GET = adminRoute({ query: contentTargetSchema, cacheControl: privateCache }, async ({ query }) =>
  json(await editorTranslation(query.category, query.language)),
);

/** PUT {category, language, title, description, content, image, faqs, relatedTools}: saves it (sanitized, audited, revalidated). */
export const PUT = adminRoute({ body: contentSaveSchema, maxBodyBytes: 256 * 1024 }, async ({ body, actor }) =>
  json(await savePageTranslation(actor, body)),
);
