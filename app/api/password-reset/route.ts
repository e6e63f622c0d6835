import { json, publicRoute } from '@/lib/http/route';
import { requestPasswordReset, resetIpPolicy } from '@/lib/auth/password-reset/request-reset';
import { passwordResetRequestSchema } from '@/lib/validations/auth';

/** Always 202 with the same body, whether or not the address has an account. */
export const POST = publicRoute({ body: passwordResetRequestSchema, rateLimit: resetIpPolicy }, async ({ body, clientIp }) => {
  await requestPasswordReset(body, clientIp);
  return json({ status: 'sent' }, 202);
});
