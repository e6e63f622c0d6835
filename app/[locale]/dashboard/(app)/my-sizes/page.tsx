import { getTranslations } from 'next-intl/server';
import { MySizesEditor } from '@/components/my-sizes/my-sizes-editor';
import { ClientMessages } from '@/components/layout/client-messages';
import { sizeToBuyMessagePaths } from '@/components/converter/ui/printed-labels';

export async function generateMetadata() {
  const t = await getTranslations('mySizes');
  return { title: t('title') };
}

export default async function MySizesPage() {
  return (
    <ClientMessages paths={['mySizes', 'SizeSystems', 'AdminCommon', ...sizeToBuyMessagePaths]}>
      <MySizesEditor />
    </ClientMessages>
  );
}
