import { withAdmin } from '@/lib/auth/guards';
import { adminActor } from '@/lib/http/request-input';
import { json, readBody } from '@/lib/http/route';
import { sendNotification } from '@/lib/notifications/send-notification';
import { sendNotificationSchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

export const POST = withAdmin(async (request, admin) => {
  const input = parseInput(sendNotificationSchema, await readBody(request));
  return json(await sendNotification(adminActor(request, admin), input), 201);
});
