import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DashboardHome } from '@/components/dashboard/dashboard-home';
import { resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'Dashboard' });
  return { title: t('title') };
}

export default async function DashboardPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  return <DashboardHome />;
}
