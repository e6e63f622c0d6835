import { withUser } from '@/lib/auth/guards';
import { clientIp } from '@/lib/http/client-ip';
import { json, readBody } from '@/lib/http/route';
import { changePassword } from '@/lib/users/account';
import { passwordChangeSchema } from '@/lib/validations/auth';
import { parseInput } from '@/lib/validations/parse';

/** Answers with a new token: the change logs out every other session, this one included. */
export const POST = withUser(async (request, user) => {
  const { currentPassword, newPassword } = parseInput(passwordChangeSchema, await readBody(request));
  return json({ token: await changePassword(user, currentPassword, newPassword, clientIp(request)) });
});
