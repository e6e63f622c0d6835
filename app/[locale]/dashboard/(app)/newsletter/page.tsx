import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { NewsletterList } from '@/components/dashboard/newsletter-list';
import { resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'AdminNewsletter' });
  return { title: t('title') };
}

export default async function Page({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  return (
    <AdminGate>
      <NewsletterList />
    </AdminGate>
  );
}
