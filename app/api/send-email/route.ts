import { withAdmin } from '@/lib/auth/guards';
import { adminActor } from '@/lib/http/request-input';
import { json, readBody } from '@/lib/http/route';
import { sendAdminEmail } from '@/lib/mail/send-admin-email';
import { sendEmailSchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

// 500 addresses of up to 254 characters, a subject and a long message.
const MAX_BODY_BYTES = 256 * 1024;

export const POST = withAdmin(async (request, admin) => {
  const input = parseInput(sendEmailSchema, await readBody(request, MAX_BODY_BYTES));
  return json(await sendAdminEmail(adminActor(request, admin), input));
});
