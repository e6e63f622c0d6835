import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AdminGate } from '@/components/dashboard/admin-gate';
import { ContentArea } from '@/components/dashboard/content/content-area';
import { pickMessages } from '@/lib/i18n/pick-messages';

export async function generateMetadata() {
  const t = await getTranslations('ContentAdmin');
  return { title: t('heading') };
}

export default async function Page() {
  return (
    <AdminGate>
      <NextIntlClientProvider
        messages={pickMessages(await getMessages(), ['ContentAdmin', 'ContentAdminLinks', 'BlogDelete', 'AdminCommon'])}
      >
        <ContentArea />
      </NextIntlClientProvider>
    </AdminGate>
  );
}
