import { userRoute } from '@/lib/http/route';
import { logOutEverywhere } from '@/lib/users/account';

export const POST = userRoute({}, async ({ user, clientIp }) => {
  await logOutEverywhere(user, clientIp);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
