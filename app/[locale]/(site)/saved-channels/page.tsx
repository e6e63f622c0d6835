import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { SavedConverterList } from '@/components/converter/ui/saved-converter-list';
import { getToolGroups } from '@/lib/site/navigation/tool-groups';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { brandNames, brandPath, brandSlugs } from '@/lib/page-catalogue';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Saved');
  return metadataForPage('/saved-channels', { title: t('title'), description: t('description') });
}

export default async function SavedChannelsPage() {
  const t = await getTranslations('Saved');
  const groups = await getToolGroups();
  const tools = await getTranslations('Tools.brand');
  // The menus name a brand converter by the brand alone; a saved one keeps the page's full title.
  const labels = Object.fromEntries([
    ...groups.flatMap((group) => group.items.map((item) => [item.href, item.label])),
    ...brandSlugs.map((slug) => [brandPath(slug), tools('title', { brand: brandNames[slug] })]),
  ]);
  return (
    <PageContainer>
      <Breadcrumbs trail={[{ name: t('title'), path: '/saved-channels' }]} />
      <PageIntro title={t('title')} intro={t('intro')} />
      <ClientMessages paths={['Saved']}>
        <SavedConverterList labels={labels} />
      </ClientMessages>
    </PageContainer>
  );
}
