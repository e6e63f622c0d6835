import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/routing';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';
import { publicPaths } from '@/lib/page-catalogue';

export const revalidate = 3600;

/** Every public page in every language, each entry with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicPaths.flatMap((path) => {
    const languages = languageAlternates(env.SITE_URL, path);
    return locales.map((locale) => ({
      url: absoluteUrl(env.SITE_URL, locale, path),
      changeFrequency: path === '/' ? 'daily' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
