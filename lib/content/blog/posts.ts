import 'server-only';
import { cache } from 'react';
import { isBuildPhase } from '@/lib/env';
import { findRecord, findTranslation, findTranslationLocale, listBlogLanguages, listBlogTranslations } from '@/lib/db/queries/content';
import { blogCategory, blogSlugOf, isBlogSlug } from '@/lib/content/categories';
import { toPageTranslation } from '@/lib/content/page-content';
import type { PageTranslation } from '@/lib/content/types';

export type BlogPostSummary = { slug: string; title: string; description: string; image: string | null; publishedAt: string };

/**
 * Blog posts live in the content records as `blog-<slug>`, one translation per language they are
 * written in. The build knows no posts (it never opens the database); the server lists them once
 * it runs, and revalidates the lists when an admin saves a post.
 */
async function readBlogPosts(locale: string): Promise<BlogPostSummary[]> {
  if (isBuildPhase()) return [];
  const rows = await listBlogTranslations(locale);
  return rows.flatMap((row) => {
    const slug = blogSlugOf(row.category);
    return slug ? [{ slug, title: row.title, description: row.description, image: row.image, publishedAt: row.created_at }] : [];
  });
}

/** Once per render; like page content, kept only by the page cache (lib/content/cached-content.ts). */
export const listBlogPosts: (locale: string) => Promise<BlogPostSummary[]> = cache(readBlogPosts);

export type BlogPost = PageTranslation & { slug: string; publishedAt: string };

/** One post in one language, or null when there is no such post or it is not written in that language. */
export async function readBlogPost(slug: string, locale: string): Promise<BlogPost | null> {
  if (isBuildPhase() || !isBlogSlug(slug)) return null;
  const category = blogCategory(slug);
  const [record, row] = await Promise.all([findRecord(category), findTranslation(category, locale)]);
  if (!record || record.kind !== 'blog' || !row) return null;
  return { ...toPageTranslation(row), slug, publishedAt: record.created_at };
}

/** Whether a post is written in this language: the proxy answers 404 for one that is not (see proxy.ts). */
export async function blogPostExists(slug: string, locale: string): Promise<boolean> {
  if (isBuildPhase() || !isBlogSlug(slug)) return false;
  const category = blogCategory(slug);
  const [record, row] = await Promise.all([findRecord(category), findTranslationLocale(category, locale)]);
  return record?.kind === 'blog' && row !== undefined;
}

/** Once per render (the metadata and the page share it); kept only by the page cache. */
export const getBlogPost: (slug: string, locale: string) => Promise<BlogPost | null> = cache(readBlogPost);

/** Every post with the languages it exists in, for the sitemap. */
export async function blogSitemapEntries(): Promise<{ slug: string; locales: string[]; updatedAt: string }[]> {
  if (isBuildPhase()) return [];
  const posts = new Map<string, { slug: string; locales: string[]; updatedAt: string }>();
  for (const row of await listBlogLanguages()) {
    const slug = blogSlugOf(row.category);
    if (!slug) continue;
    const entry = posts.get(slug) ?? { slug, locales: [], updatedAt: row.updated_at };
    entry.locales.push(row.locale);
    if (row.updated_at > entry.updatedAt) entry.updatedAt = row.updated_at;
    posts.set(slug, entry);
  }
  return [...posts.values()];
}
