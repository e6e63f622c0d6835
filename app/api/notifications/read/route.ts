import { json, userRoute } from '@/lib/http/route';
import { markMyNotificationsRead } from '@/lib/admin/notifications/inbox';
import { notificationsReadSchema } from '@/lib/validations/admin';

/** POST {ids: [...]} or {all: true}: marks the user's own notifications read. */
export const POST = userRoute({ body: notificationsReadSchema }, async ({ user, body }) =>
  json(await markMyNotificationsRead(user.id, body)),
);
