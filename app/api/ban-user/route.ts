import { withAdmin } from '@/lib/auth/guards';
import { adminActor } from '@/lib/http/request-input';
import { json, readBody } from '@/lib/http/route';
import { banUser } from '@/lib/users/ban-user';
import { banUserSchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

export const POST = withAdmin(async (request, admin) => {
  const input = parseInput(banUserSchema, await readBody(request));
  return json(await banUser(adminActor(request, admin), input));
});
