import { signupIpPolicy } from '@/lib/auth/rate-limit';
import { json, publicRoute } from '@/lib/http/route';
import { signUp } from '@/lib/users/sign-up';
import { signupSchema } from '@/lib/validations/auth';

export const POST = publicRoute({ body: signupSchema, rateLimit: signupIpPolicy }, async ({ body }) => json(await signUp(body), 201));
