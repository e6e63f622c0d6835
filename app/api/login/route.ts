import { loginIpPolicy } from '@/lib/auth/rate-limit';
import { json, publicRoute } from '@/lib/http/route';
import { logIn } from '@/lib/users/log-in';
import { loginSchema } from '@/lib/validations/auth';

export const POST = publicRoute({ body: loginSchema, rateLimit: loginIpPolicy }, async ({ body, clientIp }) =>
  json({ token: await logIn(body.email, body.password, clientIp) }),
);
