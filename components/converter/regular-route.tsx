import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataForPage } from '@/lib/seo/localized-metadata';
import type { ConventionId } from '@/lib/sizes';
import { YourSizeHere } from '@/components/my-sizes/your-size-here';
import { regularToolKey, regularToolPath, type RegularTool } from '@/lib/page-catalogue';
import { PageContentSection } from '@/components/content/page-content-section';
import { ConverterPage } from './converter-page';
import { ConventionsNotes } from './conventions-notes';
import { KidsGuide } from './kids-guide';
import { MeasureGuide } from './measure-guide';

/** What a regular converter page puts in its frame: the interactive converter, and the conventions it explains. */
export interface RegularConverter {
  converter: ReactNode;
  conventions: readonly ConventionId[];
}

/**
 * generateMetadata and the page component of one regular converter page (men, women, kids,
 * men-to-women): the frame they share around the converter `build` gives. Each route passes its own
 * converter, so a route module imports only the client component it shows (and the browser loads
 * only that one's code).
 */
export function regularRoute(tool: RegularTool, build: () => RegularConverter) {
  const key = regularToolKey[tool];
  const path = regularToolPath(tool);

  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations(`Tools.regular.${key}`);
    return metadataForPage(path, { title: t('title'), description: t('description') });
  }

  async function Page() {
    const t = await getTranslations(`Tools.regular.${key}`);
    const { converter, conventions } = build();
    return (
      <ConverterPage title={t('title')} intro={t('intro')} path={path}>
        <YourSizeHere page={tool} />
        {converter}
        {tool === 'kids' ? <KidsGuide /> : null}
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <ConventionsNotes ids={conventions} />
          <MeasureGuide />
        </div>
        <PageContentSection category={tool} />
      </ConverterPage>
    );
  }

  return { generateMetadata, Page };
}
