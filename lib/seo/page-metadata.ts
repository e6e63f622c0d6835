import type { Metadata } from 'next';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, languageAlternates } from './urls';

const openGraphLocale: Record<Locale, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  nl: 'nl_NL',
  gu: 'gu_IN',
  hi: 'hi_IN',
  it: 'it_IT',
  ja: 'ja_JP',
  ko: 'ko_KR',
  pl: 'pl_PL',
  pt: 'pt_PT',
  ru: 'ru_RU',
  es: 'es_ES',
  de: 'de_DE',
};

type PageMetadataInput = {
  locale: Locale;
  /** Locale-free path, e.g. `/women` or `/country/japanese`. */
  path: string;
  title: string;
  description: string;
  siteName: string;
  /** The home page's title stands alone, without the site-name template. */
  absoluteTitle?: boolean;
};

/** Title, description, canonical URL, hreflang alternates and Open Graph for one public page. */
export function pageMetadata({ locale, path, title, description, siteName, absoluteTitle }: PageMetadataInput): Metadata {
  const url = absoluteUrl(env.SITE_URL, locale, path);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(env.SITE_URL, path),
    },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName,
      locale: openGraphLocale[locale],
    },
    // No og:locale:alternate: the hreflang alternates name the other languages, and that tag would
    // have a scraper ask this URL for them by query, which the site does not serve.
    twitter: { card: 'summary', title, description },
  };
}
