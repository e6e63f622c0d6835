import { json, publicRoute } from '@/lib/http/route';
import { confirmPasswordReset, resetConfirmIpPolicy } from '@/lib/auth/password-reset/confirm-reset';
import { passwordResetConfirmSchema } from '@/lib/validations/auth';

export const POST = publicRoute({ body: passwordResetConfirmSchema, rateLimit: resetConfirmIpPolicy }, async ({ body, clientIp }) => {
  await confirmPasswordReset({ token: body.token, password: body.password }, clientIp);
  return json({ status: 'reset' });
});
