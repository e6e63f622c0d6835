import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { BLOG_LIST_TAG, contentTag } from './categories';

/**
 * After an admin save: this instance serves the next visitor the old page while it renders the new
 * one ('max' = stale-while-revalidate), so the change shows within seconds here; other instances,
 * which do not share this cache, pick it up within their 60-second revalidation.
 */
export function revalidateContent(category: string): void {
  revalidateTag(contentTag(category), 'max');
}

export function revalidateBlog(category: string): void {
  revalidateTag(contentTag(category), 'max');
  revalidateTag(BLOG_LIST_TAG, 'max');
  revalidatePath('/sitemap.xml');
}
