import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { pageMetadata } from './page-metadata';

type PageText = {
  title: string;
  description: string;
  /** The home page's title stands alone, without the site-name template. */
  absoluteTitle?: boolean;
} & Pick<Metadata, 'robots' | 'referrer'>;

/**
 * The one way a public page builds its metadata: title, description, canonical URL, hreflang
 * alternates and Open Graph in the current locale, from its locale-free path and its text, with
 * `robots` and `referrer` for the pages that set them (login, password reset).
 */
export async function metadataForPage(path: string, { robots, referrer, ...text }: PageText): Promise<Metadata> {
  const locale = await getLocale();
  const meta = await getTranslations('Metadata');
  const metadata = pageMetadata({ locale, path, siteName: meta('siteName'), ...text });
  return { ...metadata, ...(robots ? { robots } : {}), ...(referrer ? { referrer } : {}) };
}
