import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { ComingSoon } from '@/components/dashboard/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('DashboardPlaceholder');
  return { title: t('contentTitle') };
}

export default async function Page() {
  return (
    <AdminGate>
      <ComingSoon section="content" />
    </AdminGate>
  );
}
