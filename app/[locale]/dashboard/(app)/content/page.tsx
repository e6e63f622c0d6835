import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { ContentArea } from '@/components/dashboard/content/content-area';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('ContentAdmin');
  return { title: t('heading') };
}

export default async function Page() {
  return (
    <AdminGate>
      <ClientMessages paths={['ContentAdmin', 'ContentAdminLinks', 'BlogDelete', 'AdminCommon']}>
        <ContentArea />
      </ClientMessages>
    </AdminGate>
  );
}
