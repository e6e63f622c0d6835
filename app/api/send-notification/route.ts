import { adminRoute, json } from '@/lib/http/route';
import { adminActor } from '@/lib/http/request-input';
import { sendNotification } from '@/lib/notifications/send-notification';
import { sendNotificationSchema } from '@/lib/validations/admin';

export const POST = adminRoute({ body: sendNotificationSchema }, async ({ user, body, clientIp }) =>
  json(await sendNotification(adminActor(user, clientIp), body), 201),
);
