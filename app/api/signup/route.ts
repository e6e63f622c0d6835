import { enforceWindow, signupIpPolicy } from '@/lib/auth/rate-limit';
import { clientIp } from '@/lib/http/client-ip';
import { json, readBody, route } from '@/lib/http/route';
import { signUp } from '@/lib/users/sign-up';
import { signupSchema } from '@/lib/validations/auth';
import { parseInput } from '@/lib/validations/parse';

export const POST = route(async (request) => {
  const input = parseInput(signupSchema, await readBody(request));
  await enforceWindow(signupIpPolicy, clientIp(request));
  const { token, user } = await signUp(input);
  return json({ token, user }, 201);
});
