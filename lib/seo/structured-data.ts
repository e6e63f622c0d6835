import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { Faq } from '@/lib/content/types';
import { absoluteUrl } from './urls';

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList: the trail from the home page to this page, with absolute URLs. */
export function breadcrumbList(locale: Locale, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(env.SITE_URL, locale, crumb.path),
    })),
  };
}

/** schema.org FAQPage for the questions a page shows. */
export function faqPage(faqs: Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
