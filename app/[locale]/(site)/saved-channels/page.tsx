import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { SavedConverterList } from '@/components/converter/saved-converter-list';
import { getToolGroups } from '@/components/nav/tool-groups';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { resolveLocale, simplePageMetadata, type LocaleParams } from '@/lib/seo/localized-metadata';

const baseMetadata = simplePageMetadata('Saved', '/saved-channels');

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  // The list lives in each visitor's browser: nothing here for a search engine.
  return { ...(await baseMetadata(props)), robots: { index: false, follow: true } };
}

export default async function SavedChannelsPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
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
