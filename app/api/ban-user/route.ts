import { adminRoute, json } from '@/lib/http/route';
import { adminActor } from '@/lib/http/request-input';
import { banUser } from '@/lib/users/ban-user';
import { banUserSchema } from '@/lib/validations/admin';

export const POST = adminRoute({ body: banUserSchema }, async ({ user, body, clientIp }) =>
  json(await banUser(adminActor(user, clientIp), body)),
);
