import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConverterPage } from '@/components/converter/ui/converter-page';
import { converterMessagePaths } from '@/components/converter/loading/client-messages';
import { LazySizeConverter } from '@/components/converter/loading/lazy-converters';
import { clientSetup, regularConverter } from '@/lib/converter/page-setup';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Tools.regular.women');
  return metadataForPage('/women', { title: t('title'), description: t('description') });
}

export default async function WomenConverterPage() {
  const t = await getTranslations('Tools.regular.women');
  const setup = regularConverter('women');
  return (
    <ConverterPage
      title={t('title')}
      intro={t('intro')}
      path="/women"
      page="women"
      conventions={setup.conventions}
      messages={converterMessagePaths(setup)}
    >
      <LazySizeConverter setup={clientSetup(setup)} brandName={null} />
    </ConverterPage>
  );
}
