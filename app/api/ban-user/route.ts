import { adminRoute, json } from '@/lib/http/route';
import { banUser } from '@/lib/users/ban-user';
import { banUserSchema } from '@/lib/validations/admin';

export const POST = adminRoute({ body: banUserSchema }, async ({ body, actor }) => json(await banUser(actor, body)));
