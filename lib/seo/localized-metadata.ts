import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { pageMetadata } from './page-metadata';

/** Namespaces of pages whose messages have a `title` and a `description`. */
type PageNamespace = 'Contact' | 'About' | 'Privacy' | 'Terms' | 'Refund' | 'Blog' | 'Login' | 'Signup' | 'Saved';

/** Metadata of a public page in the current locale, from its locale-free path and its text. */
export async function metadataForPage(path: string, text: { title: string; description: string }): Promise<Metadata> {
  const locale = await getLocale();
  const meta = await getTranslations('Metadata');
  return pageMetadata({ locale, path, siteName: meta('siteName'), ...text });
}

/** generateMetadata for a simple page whose title and description live in one namespace. */
export function simplePageMetadata(namespace: PageNamespace, path: string) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations(namespace);
    return metadataForPage(path, { title: t('title'), description: t('description') });
  };
}
