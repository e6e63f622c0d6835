import 'server-only';
import { writeTransaction } from '@/lib/db/client';
import { upsertExtension } from '@/lib/db/queries/extensions';
import type { ExtensionUpdate } from '@/lib/validations/extensions';
import { recordContentAudit, type ContentActor } from '@/lib/content/admin-audit';
import { listExtensions } from './extensions';
import { forgetPublicExtensions } from './public-extensions';
import type { PublicExtension } from './catalogue';

/** Enables or disables an extension and sets its public setting; audited, and served at once on this instance. */
export async function updateExtension(actor: ContentActor, update: ExtensionUpdate): Promise<PublicExtension[]> {
  const now = new Date().toISOString();
  await writeTransaction(async (trx) => {
    await upsertExtension({ key: update.key, status: update.status, config: JSON.stringify(update.config), updated_at: now }, trx);
    await recordContentAudit(
      { actor, action: 'extension.update', target: update.key, details: { status: update.status, config: update.config } },
      trx,
    );
  });
  forgetPublicExtensions();
  return listExtensions();
}
