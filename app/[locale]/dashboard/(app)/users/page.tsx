import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { UsersManager } from '@/components/dashboard/users/users-manager';

export async function generateMetadata() {
  const t = await getTranslations('AdminUsers');
  return { title: t('title') };
}

export default async function Page() {
  return (
    <AdminGate>
      <UsersManager />
    </AdminGate>
  );
}
