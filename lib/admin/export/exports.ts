import 'server-only';
import { listAllContactMessages } from '@/lib/db/queries/contact-messages';
import { listAllSubscribers } from '@/lib/db/queries/newsletter';
import { recordContentAudit, type ContentActor } from '@/lib/content/admin-audit';
import { toCsv } from './csv';

/** Every contact message as CSV, newest first; the export is audited. */
export async function contactMessagesCsv(actor: ContentActor): Promise<string> {
  const rows = await listAllContactMessages();
  await recordContentAudit({ actor, action: 'export.csv', target: 'contact-messages', details: { rows: rows.length } });
  return toCsv(
    ['date', 'name', 'email', 'language', 'message', 'read'],
    rows.map((row) => [row.created_at, row.name, row.email, row.locale, row.message, row.read_at]),
  );
}

/** Every newsletter subscriber as CSV, newest first; the export is audited. */
export async function subscribersCsv(actor: ContentActor): Promise<string> {
  const rows = await listAllSubscribers();
  await recordContentAudit({ actor, action: 'export.csv', target: 'newsletter-subscribers', details: { rows: rows.length } });
  return toCsv(
    ['date', 'email', 'language'],
    rows.map((row) => [row.created_at, row.email, row.locale]),
  );
}
