import type { MetadataRoute } from 'next';
import { blogSitemapEntries } from '@/lib/content/blog/posts';
import { env } from '@/lib/env';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';
import { publicPaths } from '@/lib/page-catalogue';

export const revalidate = 3600;

/** A blog post's hreflang alternates: only the languages it is written in. */
function postAlternates(path: string, postLocales: Locale[]): Record<string, string> {
  const alternates: Record<string, string> = {};
  if (postLocales.includes('en')) alternates['x-default'] = absoluteUrl(env.SITE_URL, 'en', path);
  for (const locale of postLocales) alternates[locale] = absoluteUrl(env.SITE_URL, locale, path);
  return alternates;
}

/** Every public page in every language, and every blog post in its languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = publicPaths.flatMap((path) => {
    const languages = languageAlternates(env.SITE_URL, path);
    return locales.map((locale) => ({
      url: absoluteUrl(env.SITE_URL, locale, path),
      changeFrequency: path === '/' ? 'daily' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
  let posts: MetadataRoute.Sitemap = [];
  try {
    posts = (await blogSitemapEntries()).flatMap((post) => {
      const path = `/blog/${post.slug}`;
      const postLocales = post.locales.filter(isLocale);
      const languages = postAlternates(path, postLocales);
      return postLocales.map((locale) => ({
        url: absoluteUrl(env.SITE_URL, locale, path),
        lastModified: post.updatedAt,
        changeFrequency: 'monthly' as const,
        priority: 0.5,
        alternates: { languages },
      }));
    });
  } catch (error) {
    // The pages' entries are worth serving without the posts'.
    console.error('sitemap: blog posts could not be read:', error instanceof Error ? error.message : error);
  }
  return [...pages, ...posts];
}
