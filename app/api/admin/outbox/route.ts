import { adminRoute, json } from '@/lib/http/route';
import { listOutbox } from '@/lib/admin/mail/list-outbox';
import { pageQuerySchema } from '@/lib/validations/admin';

/** GET ?page=&pageSize=, newest first. */
export const GET = adminRoute({ query: pageQuerySchema }, async ({ query }) => json(await listOutbox(query)));
