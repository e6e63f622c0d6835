import 'server-only';
import { recordAudit, type AdminActor } from '@/lib/audit/record-audit';
import { writeTransaction } from '@/lib/db/client';
import { countContactMessages, listContactMessagesPage, setContactMessageReadAt } from '@/lib/db/queries/contact-messages';
import { ApiError } from '@/lib/http/api-error';
import type { PageQuery } from '@/lib/validations/admin';

export type ContactMessageItem = {
  _id: string;
  name: string;
  email: string;
  message: string;
  locale: string;
  createdAt: string;
  readAt: string | null;
};

export async function listContactMessagesForAdmin({ page, pageSize }: PageQuery) {
  const [rows, total, unread] = await Promise.all([
    listContactMessagesPage(pageSize, (page - 1) * pageSize),
    countContactMessages(false),
    countContactMessages(true),
  ]);
  const messages: ContactMessageItem[] = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    locale: row.locale,
    createdAt: row.created_at,
    readAt: row.read_at,
  }));
  return { messages, total, unread, page, pageSize };
}

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
