import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { UsersManager } from '@/components/dashboard/users/users-manager';
import { resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'AdminUsers' });
  return { title: t('title') };
}

export default async function Page({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  return (
    <AdminGate>
      <UsersManager />
    </AdminGate>
  );
}
