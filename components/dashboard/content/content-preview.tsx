import { useTranslations } from 'next-intl';
import { ContentImage } from '@/components/content/content-image';
import type { PageTranslation } from '@/lib/content/types';

/**
 * Every field as the page will show it: image, title, description, the server-sanitized HTML, the
 * questions and the related links.
 */
export function ContentPreview({ draft, html }: { draft: PageTranslation; html: string }) {
  const t = useTranslations('ContentAdmin');
  return (
    <section aria-label={t('preview')} className="space-y-3 rounded-lg border border-surface-line p-4" data-testid="content-preview-panel">
      <h3 className="text-sm font-semibold text-ink">{t('preview')}</h3>
      {draft.image ? <ContentImage src={draft.image} alt={draft.title} /> : null}
      <h2 className="text-xl font-bold">{draft.title}</h2>
      {draft.description ? <p className="text-sm text-ink-muted">{draft.description}</p> : null}
      {/* The server's sanitized HTML (POST /api/admin/content/preview), exactly what the page shows. */}
      <div className="content-prose" data-testid="content-preview" dangerouslySetInnerHTML={{ __html: html }} />
      {draft.faqs.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('faqs')}</h3>
          {draft.faqs.map((faq, index) => (
            <details key={index} className="border-b border-surface-line py-1 text-sm">
              <summary>{faq.question}</summary>
              <p className="mt-1 whitespace-pre-line">{faq.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
      {draft.relatedTools.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('relatedTools')}</h3>
          <ul className="list-disc pl-5 text-sm">
            {draft.relatedTools.map((tool, index) => (
              <li key={index}>
                {tool.title} <code className="text-ink-soft">{tool.link}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
