import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { ComingSoon } from '@/components/dashboard/coming-soon';
import { resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'DashboardPlaceholder' });
  return { title: t('extensionsTitle') };
}

export default async function Page({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  return (
    <AdminGate>
      <ComingSoon section="extensions" />
    </AdminGate>
  );
}
