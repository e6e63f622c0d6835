import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { ExtensionsSettings } from '@/components/dashboard/content/extensions-settings';
import { pickMessages } from '@/lib/i18n/pick-messages';

export async function generateMetadata() {
  const t = await getTranslations('ContentAdmin');
  return { title: t('extensionsHeading') };
}

export default async function Page() {
  const t = await getTranslations('ContentAdmin');
  return (
    <AdminGate>
      <h1 className="mb-6 text-2xl font-bold text-ink">{t('extensionsHeading')}</h1>
      <NextIntlClientProvider messages={pickMessages(await getMessages(), ['ContentAdmin'])}>
        <ExtensionsSettings />
      </NextIntlClientProvider>
    </AdminGate>
  );
}
