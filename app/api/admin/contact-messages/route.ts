import { withAdmin } from '@/lib/auth/guards';
import { listContactMessagesForAdmin, setContactMessageRead } from '@/lib/contact/admin-messages';
import { adminActor, readQuery } from '@/lib/http/request-input';
import { json, readBody } from '@/lib/http/route';
import { contactMessageReadSchema, pageQuerySchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

/** GET ?page=&pageSize=, newest first, with the number still unread. */
export const GET = withAdmin(async (request) => json(await listContactMessagesForAdmin(parseInput(pageQuerySchema, readQuery(request)))));

/** PATCH {id, read}: marks a message read or unread. */
export const PATCH = withAdmin(async (request, admin) => {
  const input = parseInput(contactMessageReadSchema, await readBody(request));
  return json(await setContactMessageRead(adminActor(request, admin), input));
});
