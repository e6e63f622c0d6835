import { withUser } from '@/lib/auth/guards';
import { json, readBody } from '@/lib/http/route';
import { markMyNotificationsRead } from '@/lib/notifications/inbox';
import { notificationsReadSchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

/** POST {ids: [...]} or {all: true}: marks the user's own notifications read. */
export const POST = withUser(async (request, user) => json(await markMyNotificationsRead(user.id, parseInput(notificationsReadSchema, await readBody(request)))));
