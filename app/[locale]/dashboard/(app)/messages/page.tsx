import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { ContactMessages } from '@/components/dashboard/contact-messages';

export async function generateMetadata() {
  const t = await getTranslations('AdminMessages');
  return { title: t('title') };
}

export default async function Page() {
  return (
    <AdminGate>
      <ContactMessages />
    </AdminGate>
  );
}
