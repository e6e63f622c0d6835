import type { ReactNode } from 'react';
import type { ConventionId } from '@/lib/sizes';
import type { ConverterPageKey } from '@/lib/my-sizes/page-key';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { ClientMessages } from '@/components/layout/client-messages';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageContentSection } from '@/components/content/page-content-section';
import { YourSizeHere } from '@/components/my-sizes/your-size-here';
import { ConventionsNotes } from './conventions-notes';
import { MeasureGuide } from './measure-guide';
import { SaveConverterButton } from './save-converter-button';

/**
 * The frame shared by every converter page: heading, introduction, the star, "your size here",
 * then the tool (`children`, given the messages under `messages`), the conventions it explains, the
 * measuring guide and the page's editable content.
 */
export function ConverterPage({
  title,
  intro,
  path,
  page,
  conventions,
  brandPage = false,
  messages,
  children,
}: {
  title: string;
  intro: string;
  /** Locale-free path, the key under which the star saves this page. */
  path: string;
  /** The page's key for "your size here" and its editable content. */
  page: ConverterPageKey;
  conventions: readonly ConventionId[];
  brandPage?: boolean;
  /** The message paths the page's client converters read (components/converter/loading/client-messages.ts). */
  messages: readonly string[];
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <Breadcrumbs trail={[{ name: title, path }]} />
      <PageIntro title={title} intro={intro} actions={<SaveConverterButton path={path} />} />
      <YourSizeHere page={page} />
      <ClientMessages paths={messages}>{children}</ClientMessages>
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <ConventionsNotes ids={conventions} brandPage={brandPage} />
        <MeasureGuide />
      </div>
      <PageContentSection category={page} />
    </PageContainer>
  );
}
