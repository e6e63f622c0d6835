import { getTranslations } from 'next-intl/server';
import { MySizesEditor } from '@/components/my-sizes/my-sizes-editor';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('mySizes');
  return { title: t('title') };
}

export default async function MySizesPage() {
  return (
    <ClientMessages paths={['mySizes', 'SizeSystems', 'AdminCommon']}>
      <MySizesEditor />
    </ClientMessages>
  );
}
