import { withUser } from '@/lib/auth/guards';
import { clientIp } from '@/lib/http/client-ip';
import { json, readBody } from '@/lib/http/route';
import { updateProfile } from '@/lib/users/account';
import { toUserProfile } from '@/lib/users/user-dto';
import { profileUpdateSchema } from '@/lib/validations/auth';
import { parseInput } from '@/lib/validations/parse';

export const GET = withUser(async (_request, user) => json(toUserProfile(user)));

export const PATCH = withUser(async (request, user) => {
  const changes = parseInput(profileUpdateSchema, await readBody(request));
  return json(await updateProfile(user, changes, clientIp(request)));
});
