import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { ExtensionsSettings } from '@/components/dashboard/content/extensions-settings';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('ContentAdmin');
  return { title: t('extensionsHeading') };
}

export default async function Page() {
  const t = await getTranslations('ContentAdmin');
  return (
    <AdminGate>
      <h1 className="mb-6 text-2xl font-bold text-ink">{t('extensionsHeading')}</h1>
      <ClientMessages paths={['ContentAdmin']}>
        <ExtensionsSettings />
      </ClientMessages>
    </AdminGate>
  );
}
