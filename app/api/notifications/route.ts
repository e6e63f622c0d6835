import { json, userRoute } from '@/lib/http/route';
import { listMyNotifications } from '@/lib/admin/notifications/inbox';
import { pageQuerySchema } from '@/lib/validations/admin';

/** The logged-in user's own notifications, newest first, with the unread count. */
export const GET = userRoute({ query: pageQuerySchema }, async ({ user, query }) => json(await listMyNotifications(user.id, query)));
