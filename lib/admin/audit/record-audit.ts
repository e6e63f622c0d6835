import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertAuditEntry } from '@/lib/db/queries/audit-log';
import type { Database } from '@/lib/db/schema';
import { logAdminAction } from '@/lib/security-log';

/** Who did something in the admin area, and from where. */
export type AdminActor = { id: string; email: string; ip: string };

export const auditActions = [
  'user.ban',
  'user.unban',
  'user.delete',
  'user.update',
  'mail.send',
  'notification.send',
  'message.read',
  'message.unread',
  'content.update',
  'blog.update',
  'blog.delete',
  'extension.update',
  'media.upload',
  'export.csv',
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditEntry = {
  actor: AdminActor;
  action: AuditAction;
  /** `id` is the user acted on; null when the target is not a user (a page, a post, an upload). */
  target?: { id: string | null; label: string };
  details?: Record<string, unknown>;
};

/** Written in the same transaction as the action it records, so neither exists without the other. */
export async function recordAudit(entry: AuditEntry, executor?: Kysely<Database>): Promise<void> {
  await insertAuditEntry(
    {
      id: randomUUID(),
      actor_user_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      target_user_id: entry.target?.id ?? null,
      target_label: entry.target?.label ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.actor.ip,
      created_at: new Date().toISOString(),
    },
    executor,
  );
  logAdminAction({ ip: entry.actor.ip, actor: entry.actor.id, action: entry.action, target: entry.target?.id ?? '', outcome: 'success' });
}
