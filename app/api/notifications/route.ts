import { withUser } from '@/lib/auth/guards';
import { readQuery } from '@/lib/http/request-input';
import { json } from '@/lib/http/route';
import { listMyNotifications } from '@/lib/notifications/inbox';
import { pageQuerySchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

/** The logged-in user's own notifications, newest first, with the unread count. */
export const GET = withUser(async (request, user) => json(await listMyNotifications(user.id, parseInput(pageQuerySchema, readQuery(request)))));
