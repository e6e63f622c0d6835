import { getTranslations } from 'next-intl/server';
import { DashboardHome } from '@/components/dashboard/dashboard-home';

export async function generateMetadata() {
  const t = await getTranslations('Dashboard');
  return { title: t('title') };
}

export default async function DashboardPage() {
  return <DashboardHome />;
}
