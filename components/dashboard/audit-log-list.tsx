'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { AuditLogEntry } from '@/lib/admin/audit/list-audit-log';
import { AdminTable, usePagedList, type PageInfo } from './admin-table';
import { PageHeading } from './page-heading';

type AuditPage = PageInfo & { entries: AuditLogEntry[] };

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
  const list = usePagedList<AuditPage>('/api/admin/audit-log', 50);
  return (
    <section className="space-y-4">
      <PageHeading title={t('title')} intro={t('intro')} />
      <AdminTable
        list={list}
        items={(page) => page.entries}
        itemKey={(entry) => entry._id}
        empty={t('empty')}
        tableClassName="min-w-[52rem]"
        columns={[
          {
            header: t('when'),
            className: 'whitespace-nowrap',
            cell: (entry) => format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'medium' }),
          },
          { header: t('who'), cell: (entry) => entry.actorEmail },
          { header: t('what'), cell: (entry) => t(`action.${actionKeys[entry.action as keyof typeof actionKeys] ?? 'other'}`) },
          { header: t('target'), cell: (entry) => entry.targetLabel ?? '—' },
          { header: t('ip'), className: 'font-mono text-xs', cell: (entry) => entry.ip },
          {
            header: t('details'),
            className: 'max-w-72 break-words text-xs text-ink-muted',
            cell: (entry) => describeDetails(entry.details),
          },
        ]}
      />
    </section>
  );
}
