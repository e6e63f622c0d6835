import { clientIp } from '@/lib/http/client-ip';
import { json, readBody, route } from '@/lib/http/route';
import { logIn } from '@/lib/users/log-in';
import { loginSchema } from '@/lib/validations/auth';
import { parseInput } from '@/lib/validations/parse';

export const POST = route(async (request) => {
  const { email, password } = parseInput(loginSchema, await readBody(request), 401);
  return json({ token: await logIn(email, password, clientIp(request)) });
});
