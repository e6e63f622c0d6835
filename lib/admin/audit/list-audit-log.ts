import 'server-only';
import { pagedList } from '@/lib/admin/paged-list';
import type { PageQuery } from '@/lib/validations/admin';

export async function listAuditLog(query: PageQuery) {
  const { items, total, page, pageSize } = await pagedList('audit_log', query, (row) => ({
    actorId: row.actor_user_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetId: row.target_user_id,
    targetLabel: row.target_label,
    details: JSON.parse(row.details) as Record<string, unknown>,
    ip: row.ip,
  }));
  return { entries: items, total, page, pageSize };
}

export type AuditLogEntry = Awaited<ReturnType<typeof listAuditLog>>['entries'][number];
