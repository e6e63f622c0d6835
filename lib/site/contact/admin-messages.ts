import 'server-only';
import { recordAudit, type AdminActor } from '@/lib/admin/audit/record-audit';
import { writeTransaction } from '@/lib/db/client';
import { setContactMessageReadAt } from '@/lib/db/queries/contact-messages';
import { pagedList } from '@/lib/admin/paged-list';
import { ApiError } from '@/lib/http/api-error';
import type { PageQuery } from '@/lib/validations/admin';

export async function listContactMessagesForAdmin(query: PageQuery) {
  const { items, total, unread, page, pageSize } = await pagedList(
    'contact_messages',
    query,
    (row) => ({ name: row.name, email: row.email, message: row.message, locale: row.locale, readAt: row.read_at }),
    { unread: true },
  );
  return { messages: items, total, unread, page, pageSize };
}

export type ContactMessageItem = Awaited<ReturnType<typeof listContactMessagesForAdmin>>['messages'][number];

export async function setContactMessageRead(
  actor: AdminActor,
  input: { id: string; read: boolean },
): Promise<{ _id: string; read: boolean }> {
  await writeTransaction(async (trx) => {
    const found = await setContactMessageReadAt(input.id, input.read ? new Date().toISOString() : null, trx);
    if (!found) throw new ApiError(404, 'notFound', 'No contact message has this id.');
    await recordAudit({ actor, action: input.read ? 'message.read' : 'message.unread', details: { messageId: input.id } }, trx);
  });
  return { _id: input.id, read: input.read };
}
