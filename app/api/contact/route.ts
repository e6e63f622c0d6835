import { contactIpPolicy } from '@/lib/auth/rate-limit';
import { storeContactMessage } from '@/lib/site/contact/store-message';
import { json, publicRoute } from '@/lib/http/route';
import { contactSchema } from '@/lib/validations/contact';

export const POST = publicRoute({ body: contactSchema, rateLimit: contactIpPolicy }, async ({ body }) => {
  await storeContactMessage(body);
  return json({ status: 'sent' }, 201);
});
