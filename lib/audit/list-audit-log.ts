import 'server-only';
import { countAuditEntries, listAuditEntries } from '@/lib/db/queries/audit-log';
import type { PageQuery } from '@/lib/validations/admin';

export type AuditLogEntry = {
  _id: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetId: string | null;
  targetLabel: string | null;
  details: Record<string, unknown>;
  ip: string;
  createdAt: string;
};

export async function listAuditLog({ page, pageSize }: PageQuery) {
  const [rows, total] = await Promise.all([listAuditEntries(pageSize, (page - 1) * pageSize), countAuditEntries()]);
  const entries: AuditLogEntry[] = rows.map((row) => ({
    _id: row.id,
    actorId: row.actor_user_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetId: row.target_user_id,
    targetLabel: row.target_label,
    details: JSON.parse(row.details) as Record<string, unknown>,
    ip: row.ip,
    createdAt: row.created_at,
  }));
  return { entries, total, page, pageSize };
}
