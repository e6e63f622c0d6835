import { getTranslations } from 'next-intl/server';
import { NotificationsList } from '@/components/dashboard/notifications-list';

export async function generateMetadata() {
  const t = await getTranslations('Notifications');
  return { title: t('title') };
}

export default async function NotificationsPage() {
  return <NotificationsList />;
}
