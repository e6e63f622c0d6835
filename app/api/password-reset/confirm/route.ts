import { clientIp } from '@/lib/http/client-ip';
import { json, readBody, route } from '@/lib/http/route';
import { confirmPasswordReset } from '@/lib/password-reset/confirm-reset';
import { passwordResetConfirmSchema } from '@/lib/validations/auth';
import { parseInput } from '@/lib/validations/parse';

export const POST = route(async (request) => {
  const { token, password } = parseInput(passwordResetConfirmSchema, await readBody(request));
  await confirmPasswordReset({ token, password }, clientIp(request));
  return json({ status: 'reset' });
});
