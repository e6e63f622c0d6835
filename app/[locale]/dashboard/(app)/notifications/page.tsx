import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotificationsList } from '@/components/dashboard/notifications-list';
import { resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'Notifications' });
  return { title: t('title') };
}

export default async function NotificationsPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  return <NotificationsList />;
}
