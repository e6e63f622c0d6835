import { adminRoute, json } from '@/lib/http/route';
import { adminActor } from '@/lib/http/request-input';
import { unbanUser } from '@/lib/users/ban-user';
import { unbanUserSchema } from '@/lib/validations/admin';

export const POST = adminRoute({ body: unbanUserSchema }, async ({ user, body, clientIp }) =>
  json(await unbanUser(adminActor(user, clientIp), body)),
);
