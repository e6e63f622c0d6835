import 'server-only';
import { listContactMessages as listRows } from '@/lib/db/queries/contact-messages';

/** What an administrator sees of a contact message. */
export type ContactMessage = {
  _id: string;
  name: string;
  email: string;
  message: string;
  locale: string;
  createdAt: string;
  readAt: string | null;
};

/** The newest contact messages first. */
export async function listContactMessages(): Promise<ContactMessage[]> {
  const rows = await listRows();
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    locale: row.locale,
    createdAt: row.created_at,
    readAt: row.read_at,
  }));
}
