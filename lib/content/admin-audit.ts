import 'server-only';
import type { Kysely } from 'kysely';
import { recordAudit, type AdminActor, type AuditAction } from '@/lib/admin/audit/record-audit';
import type { Database } from '@/lib/db/schema';

export type ContentActor = AdminActor;

type ContentAuditAction = Extract<
  AuditAction,
  'content.update' | 'blog.update' | 'blog.delete' | 'extension.update' | 'media.upload' | 'export.csv'
>;

export type ContentAuditEntry = { actor: ContentActor; action: ContentAuditAction; target?: string; details?: Record<string, unknown> };

/**
 * Records an admin action of the content area in the admin audit log, in the same transaction as
 * the action when one is given. The target is a page, post, extension or upload, not a user, so it
 * is kept as the label, with no user id.
 */
export async function recordContentAudit(entry: ContentAuditEntry, executor?: Kysely<Database>): Promise<void> {
  await recordAudit(
    {
      actor: entry.actor,
      action: entry.action,
      target: entry.target ? { id: null, label: entry.target } : undefined,
      details: entry.details,
    },
    executor,
  );
}
