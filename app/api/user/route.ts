import { withAdmin, withUser } from '@/lib/auth/guards';
import { adminActor, readQuery } from '@/lib/http/request-input';
import { json, readBody } from '@/lib/http/route';
import { updateProfile } from '@/lib/users/account';
import { deleteUser } from '@/lib/users/delete-user';
import { toUserProfile } from '@/lib/users/user-dto';
import { deleteUserQuerySchema } from '@/lib/validations/admin';
import { profileUpdateSchema } from '@/lib/validations/auth';
import { parseInput } from '@/lib/validations/parse';

export const GET = withUser(async (_request, user) => json(toUserProfile(user)));

export const PATCH = withUser(async (request, user) => {
  const changes = parseInput(profileUpdateSchema, await readBody(request));
  return json(await updateProfile(user, changes));
});

/** An administrator deletes an account: DELETE /api/user?id=… */
export const DELETE = withAdmin(async (request, admin) => {
  const { id } = parseInput(deleteUserQuerySchema, readQuery(request));
  await deleteUser(adminActor(request, admin), id);
  return json({ deleted: id });
});
