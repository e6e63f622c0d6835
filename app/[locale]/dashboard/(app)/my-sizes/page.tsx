import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { MySizesEditor } from '@/components/my-sizes/my-sizes-editor';
import { pickMessages } from '@/lib/i18n/pick-messages';

export async function generateMetadata() {
  const t = await getTranslations('mySizes');
  return { title: t('title') };
}

export default async function MySizesPage() {
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), ['mySizes', 'SizeSystems', 'AdminCommon'])}>
      <MySizesEditor />
    </NextIntlClientProvider>
  );
}
