import { adminRoute, json, userRoute } from '@/lib/http/route';
import { updateProfile } from '@/lib/users/account';
import { deleteUser } from '@/lib/users/delete-user';
import { toUserProfile } from '@/lib/users/user-dto';
import { deleteUserQuerySchema } from '@/lib/validations/admin';
import { profileUpdateSchema } from '@/lib/validations/auth';

export const GET = userRoute({}, ({ user }) => json(toUserProfile(user)));

export const PATCH = userRoute({ body: profileUpdateSchema }, async ({ user, body, clientIp }) =>
  json(await updateProfile(user, body, clientIp)),
);

/** An administrator deletes an account: DELETE /api/user?id=… */
export const DELETE = adminRoute({ query: deleteUserQuerySchema }, async ({ query, actor }) => {
  await deleteUser(actor, query.id);
  return json({ deleted: query.id });
});
