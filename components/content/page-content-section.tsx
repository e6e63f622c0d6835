import { getLocale, getTranslations } from 'next-intl/server';
import { getPageContent } from '@/lib/content/cached-content';
import { faqPage } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { ContentImage } from './content-image';
import { FaqAccordion } from './faq-accordion';
import { PageReactions } from './page-reactions';
import { RelatedTools } from './related-tools';
import { ClientMessages } from '@/components/layout/client-messages';

/**
 * A page's editable content below its tool: image, prose, FAQs (with FAQPage data), related tools
 * and the reactions. The placeholder (a failed read or a missing language) shows nothing, and the
 * tool above keeps working.
 */
export async function PageContentSection({ category }: { category: string }) {
  const locale = await getLocale();
  const content = await getPageContent(category, locale);
  if (content.placeholder) return null;
  const t = await getTranslations('ContentPage');
  return (
    <article aria-labelledby="page-content-heading" className="mx-auto mt-14 max-w-3xl" data-content-category={category}>
      {content.image ? <ContentImage src={content.image} alt={content.title} /> : null}
      <h2 id="page-content-heading" className="mt-8 text-2xl font-bold text-ink sm:text-3xl">
        {content.title}
      </h2>
      {/* Sanitized with the allow-list when saved and again when read (lib/content/sanitize). */}
      <div className="content-prose mt-4" dangerouslySetInnerHTML={{ __html: content.content }} />
      {content.faqs.length > 0 ? (
        <>
          <FaqAccordion heading={t('faqHeading')} faqs={content.faqs} />
          <JsonLd data={faqPage(content.faqs)} />
        </>
      ) : null}
      {content.relatedTools.length > 0 ? <RelatedTools heading={t('relatedHeading')} tools={content.relatedTools} /> : null}
      <ClientMessages paths={['ContentReactions']}>
        <PageReactions category={category} language={locale} />
      </ClientMessages>
    </article>
  );
}
