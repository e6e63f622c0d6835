import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConverterPage } from '@/components/converter/ui/converter-page';
import { menToWomenMessagePaths } from '@/components/converter/loading/client-messages';
import { LazyMenToWomenConverter } from '@/components/converter/loading/lazy-converters';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Tools.regular.menToWomen');
  return metadataForPage('/men-to-women', { title: t('title'), description: t('description') });
}

/** The men-to-women converter builds its chart in the browser from the standard tables: the page sends it no rows. */
export default async function MenToWomenPage() {
  const t = await getTranslations('Tools.regular.menToWomen');
  return (
    <ConverterPage
      title={t('title')}
      intro={t('intro')}
      path="/men-to-women"
      page="men-to-women"
      conventions={['usWomen', 'ukWomen']}
      messages={menToWomenMessagePaths}
    >
      <LazyMenToWomenConverter />
    </ConverterPage>
  );
}
