import 'server-only';
import { unstable_cache } from 'next/cache';
import { CONTENT_TAG, contentTag } from './categories';
import { readPageContent } from './page-content';
import type { PageContent } from './types';

/** How long a page's content is kept before the database is read again, on every instance. */
export const CONTENT_REVALIDATE_SECONDS = 60;

/**
 * What pages read: the content through Next's data cache, tagged so an admin's save revalidates it
 * on this instance at once (`revalidateTag`), and kept 60 seconds, so other instances, which do not
 * share this cache, follow within a minute.
 */
export function getPageContent(category: string, locale: string): Promise<PageContent> {
  return unstable_cache(() => readPageContent(category, locale), ['page-content', category, locale], {
    revalidate: CONTENT_REVALIDATE_SECONDS,
    tags: [CONTENT_TAG, contentTag(category)],
  })();
}
