import { json, userRoute } from '@/lib/http/route';
import { changePassword } from '@/lib/users/account';
import { passwordChangeSchema } from '@/lib/validations/auth';

/** Answers with a new token: the change logs out every other session, this one included. */
export const POST = userRoute({ body: passwordChangeSchema }, async ({ user, body, clientIp }) =>
  json({ token: await changePassword(user, body.currentPassword, body.newPassword, clientIp) }),
);
