import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { AuditLogList } from '@/components/dashboard/audit-log-list';

export async function generateMetadata() {
  const t = await getTranslations('AdminAudit');
  return { title: t('title') };
}

export default async function Page() {
  return (
    <AdminGate>
      <AuditLogList />
    </AdminGate>
  );
}
