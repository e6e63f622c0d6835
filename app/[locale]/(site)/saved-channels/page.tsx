import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { SavedConverterList } from '@/components/converter/saved-converter-list';
import { getToolGroups } from '@/lib/navigation/tool-groups';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { simplePageMetadata } from '@/lib/seo/localized-metadata';

const baseMetadata = simplePageMetadata('Saved', '/saved-channels');

export async function generateMetadata(): Promise<Metadata> {
  // The list lives in each visitor's browser: nothing here for a search engine.
  return { ...(await baseMetadata()), robots: { index: false, follow: true } };
}

export default async function SavedChannelsPage() {
  const t = await getTranslations('Saved');
  const groups = await getToolGroups();
  const labels = Object.fromEntries(groups.flatMap((group) => group.items.map((item) => [item.href, item.label])));
  return (
    <PageContainer>
      <Breadcrumbs trail={[{ name: t('title'), path: '/saved-channels' }]} />
      <PageIntro title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider messages={pickMessages(await getMessages(), ['Saved'])}>
        <SavedConverterList labels={labels} />
      </NextIntlClientProvider>
    </PageContainer>
  );
}
