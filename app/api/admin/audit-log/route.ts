import { adminRoute, json } from '@/lib/http/route';
import { listAuditLog } from '@/lib/admin/audit/list-audit-log';
import { pageQuerySchema } from '@/lib/validations/admin';

/** GET ?page=&pageSize=, newest first. */
export const GET = adminRoute({ query: pageQuerySchema }, async ({ query }) => json(await listAuditLog(query)));
