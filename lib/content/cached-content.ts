import 'server-only';
import { cache } from 'react';
import { readPageContent } from './page-content';
import type { PageContent } from './types';

/**
 * What pages read: the database's content, once per render. There is deliberately no data cache
 * under the page cache: the page's own revalidation (see app/[locale]/(site)/layout.tsx) is the one
 * layer that decides how old content may get, so an edit reaches every instance within a bounded
 * time, and a save on this instance expires the page itself (lib/content/revalidate.ts).
 */
export const getPageContent: (category: string, locale: string) => Promise<PageContent> = cache(readPageContent);
