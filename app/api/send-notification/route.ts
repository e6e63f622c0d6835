import { adminRoute, json } from '@/lib/http/route';
import { sendNotification } from '@/lib/admin/notifications/send-notification';
import { sendNotificationSchema } from '@/lib/validations/admin';

export const POST = adminRoute({ body: sendNotificationSchema }, async ({ body, actor }) => json(await sendNotification(actor, body), 201));
