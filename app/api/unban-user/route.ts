import { withAdmin } from '@/lib/auth/guards';
import { adminActor } from '@/lib/http/request-input';
import { json, readBody } from '@/lib/http/route';
import { unbanUser } from '@/lib/users/ban-user';
import { unbanUserSchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

export const POST = withAdmin(async (request, admin) => {
  const input = parseInput(unbanUserSchema, await readBody(request));
  return json(await unbanUser(adminActor(request, admin), input));
});
