import { adminRoute, json } from '@/lib/http/route';
import { listSubscribers } from '@/lib/site/newsletter/list-subscribers';
import { pageQuerySchema } from '@/lib/validations/admin';

/** GET ?page=&pageSize=, newest first. */
export const GET = adminRoute({ query: pageQuerySchema }, async ({ query }) => json(await listSubscribers(query)));
