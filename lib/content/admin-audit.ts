import 'server-only';
import type { UserRow } from '@/lib/db/schema';

/** Who did something in the admin area, and from where. */
export type ContentActor = { id: string; email: string; ip: string };

export const contentActor = (user: UserRow, ip: string): ContentActor => ({ id: user.id, email: user.email, ip });

export type ContentAuditAction = 'content.update' | 'content.delete' | 'blog.update' | 'blog.delete' | 'extension.update' | 'media.upload' | 'export.csv';

export type ContentAuditEntry = { actor: ContentActor; action: ContentAuditAction; target?: string; details?: Record<string, unknown> };

/**
 * Records an admin action of the content area. The audit log's table and its function arrive with
 * the admin dashboard (branch i13-admin, `recordAudit`); until that lands here, the entry is written
 * as one structured line to the server log, inside the transaction of the action it records.
 */
export async function recordContentAudit(entry: ContentAuditEntry): Promise<void> {
  console.info(
    JSON.stringify({ audit: entry.action, actor: entry.actor.email, actorId: entry.actor.id, ip: entry.actor.ip, target: entry.target ?? null, details: entry.details ?? {}, at: new Date().toISOString() }),
  );
}
