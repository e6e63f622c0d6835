import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/resolve-locale';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from './page-metadata';

/** Namespaces of pages whose messages have a `title` and a `description`. */
type PageNamespace = 'Contact' | 'About' | 'Privacy' | 'Terms' | 'Refund' | 'Blog' | 'Login' | 'Signup' | 'Saved';

export async function metadataForPage(
  locale: Locale,
  path: string,
  text: { title: string; description: string },
): Promise<Metadata> {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, path, siteName: meta('siteName'), ...text });
}

/** generateMetadata for a simple page whose title and description live in one namespace. */
export function simplePageMetadata(namespace: PageNamespace, path: string) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace });
    return metadataForPage(locale, path, { title: t('title'), description: t('description') });
  };
}
