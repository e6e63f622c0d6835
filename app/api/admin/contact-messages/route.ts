import { listContactMessagesForAdmin, setContactMessageRead } from '@/lib/site/contact/admin-messages';
import { adminRoute, json } from '@/lib/http/route';
import { contactMessageReadSchema, pageQuerySchema } from '@/lib/validations/admin';

/** GET ?page=&pageSize=, newest first, with the number still unread. */
export const GET = adminRoute({ query: pageQuerySchema }, async ({ query }) => json(await listContactMessagesForAdmin(query)));

/** PATCH {id, read}: marks a message read or unread. */
export const PATCH = adminRoute({ body: contactMessageReadSchema }, async ({ body, actor }) =>
  json(await setContactMessageRead(actor, body)),
);
