import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordAudit, type AdminActor } from '@/lib/admin/audit/record-audit';
import { writeTransaction } from '@/lib/db/client';
import { insertNotification } from '@/lib/db/queries/notifications';
import { findTargetUser } from '@/lib/users/admin-guards';
import type { SendNotificationInput } from '@/lib/validations/admin';

export async function sendNotification(actor: AdminActor, input: SendNotificationInput): Promise<{ _id: string }> {
  const id = randomUUID();
  await writeTransaction(async (trx) => {
    const recipient = await findTargetUser(input.recipientUserId, trx);
    await insertNotification(
      {
        id,
        recipient_user_id: recipient.id,
        sender_user_id: actor.id,
        type: input.type,
        message: input.message,
        created_at: new Date().toISOString(),
        read_at: null,
      },
      trx,
    );
    await recordAudit(
      {
        actor,
        action: 'notification.send',
        target: { id: recipient.id, label: recipient.email },
        details: { type: input.type, message: input.message },
      },
      trx,
    );
  });
  return { _id: id };
}
