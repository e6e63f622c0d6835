import type { Faq } from '@/lib/content/types';

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support come with
 * <details>/<summary>, and the answers stay in the HTML for visitors without JavaScript. Their look
 * is the `faq-item` rules in globals.css, not utilities repeated on each question.
 */
export function FaqAccordion({ heading, faqs }: { heading: string; faqs: Faq[] }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-xl font-semibold text-ink sm:text-2xl">
        {heading}
      </h2>
      <div className="mt-4 divide-y divide-surface-line rounded-xl border border-surface-line">
        {faqs.map((faq) => (
          <details key={faq.question} className="faq-item" data-faq>
            <summary>
              <span>{faq.question}</span>
              <span aria-hidden="true">+</span>
            </summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
