import { sendContactMessage } from '@/lib/contact/send-message';
import { clientIp } from '@/lib/http/client-ip';
import { json, readBody, route } from '@/lib/http/route';

export const POST = route(async (request) => {
  await sendContactMessage(await readBody(request), clientIp(request));
  return json({ status: 'sent' }, 201);
});
