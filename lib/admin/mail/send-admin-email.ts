import 'server-only';
import { recordAudit, type AdminActor } from '@/lib/admin/audit/record-audit';
import type { SendEmailInput } from '@/lib/validations/admin';
import { sendMail, type MailDelivery } from './send-mail';

/** An administrator's message to one or more addresses (already validated and de-duplicated). */
export async function sendAdminEmail(actor: AdminActor, input: SendEmailInput): Promise<{ recipients: number; delivery: MailDelivery }> {
  const delivery = await sendMail({ to: input.emails, subject: input.subject, text: input.message });
  await recordAudit({
    actor,
    action: 'mail.send',
    details: { recipients: input.emails.length, to: input.emails.slice(0, 20), subject: input.subject, delivery },
  });
  return { recipients: input.emails.length, delivery };
}
