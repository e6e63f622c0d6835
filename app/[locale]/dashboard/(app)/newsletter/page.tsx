import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { NewsletterList } from '@/components/dashboard/newsletter-list';

export async function generateMetadata() {
  const t = await getTranslations('AdminNewsletter');
  return { title: t('title') };
}

export default async function Page() {
  return (
    <AdminGate>
      <NewsletterList />
    </AdminGate>
  );
}
