import { withUser } from '@/lib/auth/guards';
import { logOutEverywhere } from '@/lib/users/account';

export const POST = withUser(async (_request, user) => {
  await logOutEverywhere(user);
  return new Response(null, { status: 204 });
});
