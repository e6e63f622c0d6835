import { userRoute } from '@/lib/http/route';
import { logOutEverywhere } from '@/lib/users/account';

export const POST = userRoute({}, async ({ user }) => {
  await logOutEverywhere(user);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
