import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { OutboxList } from '@/components/dashboard/outbox-list';

export async function generateMetadata() {
  const t = await getTranslations('AdminOutbox');
  return { title: t('title') };
}

export default async function Page() {
  return (
    <AdminGate>
      <OutboxList />
    </AdminGate>
  );
}
