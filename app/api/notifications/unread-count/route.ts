import { withUser } from '@/lib/auth/guards';
import { json } from '@/lib/http/route';
import { countMyUnreadNotifications } from '@/lib/notifications/inbox';

export const GET = withUser(async (_request, user) => json(await countMyUnreadNotifications(user.id)));
