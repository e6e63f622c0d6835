import { clientIp } from '@/lib/http/client-ip';
import { json, readBody, route } from '@/lib/http/route';
import { requestPasswordReset } from '@/lib/password-reset/request-reset';
import { passwordResetRequestSchema } from '@/lib/validations/auth';
import { parseInput } from '@/lib/validations/parse';

/** Always 202 with the same body, whether or not the address has an account. */
export const POST = route(async (request) => {
  const input = parseInput(passwordResetRequestSchema, await readBody(request));
  await requestPasswordReset(input, clientIp(request));
  return json({ status: 'sent' }, 202);
});
