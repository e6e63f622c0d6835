import { adminRoute, json } from '@/lib/http/route';
import { unbanUser } from '@/lib/users/ban-user';
import { unbanUserSchema } from '@/lib/validations/admin';

export const POST = adminRoute({ body: unbanUserSchema }, async ({ body, actor }) => json(await unbanUser(actor, body)));
