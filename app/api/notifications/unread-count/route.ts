import { json, userRoute } from '@/lib/http/route';
import { countMyUnreadNotifications } from '@/lib/admin/notifications/inbox';

export const GET = userRoute({}, async ({ user }) => json(await countMyUnreadNotifications(user.id)));
