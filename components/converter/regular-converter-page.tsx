import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { YourSizeHere } from '@/components/my-sizes/your-size-here';
import { menToWomenRows, regularConverter } from '@/lib/converter/page-setup';
import { regularToolKey, regularToolPath, type RegularTool } from '@/lib/page-catalogue';
import { ConverterPage } from './converter-page';
import { ConventionsNotes } from './conventions-notes';
import { KidsGuide } from './kids-guide';
import { MeasureGuide } from './measure-guide';
import { LazyMenToWomenConverter } from './lazy-men-to-women-converter';
import { LazySizeConverter } from './lazy-size-converter';
import { packConverterSetup } from '@/lib/converter/packed-setup';
import { PageContentSection } from '@/components/content/page-content-section';

/** generateMetadata and the page component of one regular converter (men, women, kids, men-to-women). */
export function regularConverterRoute(tool: RegularTool) {
  const key = regularToolKey[tool];
  const path = regularToolPath(tool);

  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations(`Tools.regular.${key}`);
    return metadataForPage(path, { title: t('title'), description: t('description') });
  }

  async function Page() {
    const t = await getTranslations(`Tools.regular.${key}`);
    const messages = await getMessages();
    const setup = tool === 'men-to-women' ? null : regularConverter(tool);
    return (
      <ConverterPage title={t('title')} intro={t('intro')} path={path}>
        <YourSizeHere page={tool} />
        {setup ? (
          <LazySizeConverter packedSetup={packConverterSetup(setup)} brandName={null} />
        ) : (
          <NextIntlClientProvider messages={pickMessages(messages, ['ConverterUi', 'Chart', 'SizeSystems', 'MenToWomen', 'SizeOrigin'])}>
            <LazyMenToWomenConverter rows={menToWomenRows()} />
          </NextIntlClientProvider>
        )}
        {tool === 'kids' ? <KidsGuide /> : null}
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <ConventionsNotes ids={setup ? setup.conventions : ['usWomen', 'ukWomen']} />
          <MeasureGuide />
        </div>
        <PageContentSection category={tool} />
      </ConverterPage>
    );
  }

  return { generateMetadata, Page };
}
