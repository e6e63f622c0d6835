import { json, userRoute } from '@/lib/http/route';
import { countMyUnreadNotifications } from '@/lib/notifications/inbox';

export const GET = userRoute({}, async ({ user }) => json(await countMyUnreadNotifications(user.id)));
