import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConverterPage } from '@/components/converter/ui/converter-page';
import { converterMessagePaths } from '@/components/converter/loading/client-messages';
import { KidsGuide } from '@/components/converter/ui/kids-guide';
import { LazySizeConverter } from '@/components/converter/loading/lazy-converters';
import { clientSetup, regularConverter } from '@/lib/converter/page-setup';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Tools.regular.kids');
  return metadataForPage('/kids', { title: t('title'), description: t('description') });
}

export default async function KidsConverterPage() {
  const t = await getTranslations('Tools.regular.kids');
  const setup = regularConverter('kids');
  return (
    <ConverterPage
      title={t('title')}
      intro={t('intro')}
      path="/kids"
      page="kids"
      conventions={setup.conventions}
      messages={converterMessagePaths(setup)}
    >
      <LazySizeConverter setup={clientSetup(setup)} brandName={null} />
      <KidsGuide />
    </ConverterPage>
  );
}
