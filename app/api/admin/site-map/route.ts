import { siteMapStatus } from '@/lib/content/site-map-status';
import { adminRoute, json } from '@/lib/http/route';

/** Every public page in every language with the state of its content. */
export const GET = adminRoute({ cacheControl: { success: 'private, no-store' } }, async () => json({ pages: await siteMapStatus() }));
