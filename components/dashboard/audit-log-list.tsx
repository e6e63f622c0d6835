'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { AuditLogEntry } from '@/lib/audit/list-audit-log';
import { LoadState } from './load-state';
import { PageHeading } from './page-heading';
import { Pagination } from './pagination';
import { useApiResource } from './use-api-resource';

type AuditPage = { entries: AuditLogEntry[]; total: number; page: number; pageSize: number };

const actionKeys = {
  'user.ban': 'userBan',
  'user.unban': 'userUnban',
  'user.delete': 'userDelete',
  'user.update': 'userUpdate',
  'mail.send': 'mailSend',
  'notification.send': 'notificationSend',
  'message.read': 'messageRead',
  'message.unread': 'messageUnread',
  'content.update': 'contentUpdate',
  'blog.update': 'blogUpdate',
  'blog.delete': 'blogDelete',
  'extension.update': 'extensionUpdate',
  'media.upload': 'mediaUpload',
  'export.csv': 'exportCsv',
} as const;

function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
}

export function AuditLogList() {
  const t = useTranslations('AdminAudit');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiResource<AuditPage>(`/api/admin/audit-log?page=${page}&pageSize=50`);
  return (
    <section className="space-y-4">
      <PageHeading title={t('title')} intro={t('intro')} />
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data && data.entries.length === 0 ? <p className="text-ink-muted">{t('empty')}</p> : null}
      {data && data.entries.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-surface-line bg-white">
          <table className="w-full min-w-[52rem] text-sm">
            <thead className="border-b border-surface-line bg-surface-alt text-left text-ink-muted">
              <tr>
                {(['when', 'who', 'what', 'target', 'ip', 'details'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry._id} className="border-b border-surface-line align-top last:border-0">
                  <td className="whitespace-nowrap px-3 py-2">
                    {format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'medium' })}
                  </td>
                  <td className="px-3 py-2">{entry.actorEmail}</td>
                  <td className="px-3 py-2">{t(`action.${actionKeys[entry.action as keyof typeof actionKeys] ?? 'other'}`)}</td>
                  <td className="px-3 py-2">{entry.targetLabel ?? '—'}</td>
                  <td className="px-3 py-2 font-mono text-xs">{entry.ip}</td>
                  <td className="max-w-72 break-words px-3 py-2 text-xs text-ink-muted">{describeDetails(entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
