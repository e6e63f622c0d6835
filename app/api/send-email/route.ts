import { adminRoute, json } from '@/lib/http/route';
import { sendAdminEmail } from '@/lib/admin/mail/send-admin-email';
import { sendEmailSchema } from '@/lib/validations/admin';

// 500 addresses of up to 254 characters, a subject and a long message.
const MAX_BODY_BYTES = 256 * 1024;

export const POST = adminRoute({ body: sendEmailSchema, maxBodyBytes: MAX_BODY_BYTES }, async ({ body, actor }) =>
  json(await sendAdminEmail(actor, body)),
);
