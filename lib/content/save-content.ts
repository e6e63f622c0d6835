import 'server-only';
import { writeTransaction } from '@/lib/db/client';
import { ensureRecord, findRecord, touchRecord, upsertTranslation } from '@/lib/db/queries/content';
import { ApiError } from '@/lib/http/api-error';
import type { ContentSaveInput } from '@/lib/validations/content-admin';
import { recordContentAudit, type ContentActor } from './admin-audit';
import { isPageCategory } from './categories';
import { revalidateContent } from './revalidate';
import { sanitizeRichText } from './sanitize';
import type { PageTranslation } from './types';

/**
 * Saves one page's translation as an admin wrote it: the HTML is sanitized first, the row is marked
 * as edited (the shipped content never overwrites it again), the save is audited and the page's
 * cache tag revalidated.
 */
export async function savePageTranslation(actor: ContentActor, input: ContentSaveInput): Promise<PageTranslation> {
  if (!isPageCategory(input.category)) throw new ApiError(404, 'notFound', `No page has the content category ${input.category}.`);
  const now = new Date().toISOString();
  const translation: PageTranslation = {
    title: input.title,
    description: input.description,
    content: sanitizeRichText(input.content),
    image: input.image,
    faqs: input.faqs,
    relatedTools: input.relatedTools,
  };
  await writeTransaction(async (trx) => {
    if (!(await findRecord(input.category, trx))) await ensureRecord(input.category, 'page', now, trx);
    await upsertTranslation(
      {
        category: input.category,
        locale: input.language,
        title: translation.title,
        description: translation.description,
        content: translation.content,
        image: translation.image,
        faqs: JSON.stringify(translation.faqs),
        related_tools: JSON.stringify(translation.relatedTools),
        origin: 'admin',
        default_hash: null,
        updated_by: actor.id,
        updated_at: now,
      },
      trx,
    );
    await touchRecord(input.category, now, trx);
    await recordContentAudit({ actor, action: 'content.update', target: `${input.category}/${input.language}` }, trx);
  });
  revalidateContent(input.category);
  return translation;
}
