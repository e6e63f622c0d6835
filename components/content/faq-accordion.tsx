import type { Faq } from '@/lib/content/types';

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support come with
 * <details>/<summary>, and the answers stay in the HTML for visitors without JavaScript.
 */
export function FaqAccordion({ heading, faqs }: { heading: string; faqs: Faq[] }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-xl font-semibold text-ink sm:text-2xl">
        {heading}
      </h2>
      <div className="mt-4 divide-y divide-surface-line rounded-xl border border-surface-line">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5 py-4" data-faq>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-ink marker:hidden">
              <span>{faq.question}</span>
              <span aria-hidden="true" className="text-brand-600 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-ink-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
