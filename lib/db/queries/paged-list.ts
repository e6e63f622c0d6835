import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { database } from '../client';
import type { Database } from '../schema';

/** The tables the dashboard lists a page at a time (audit log, outbox, subscribers, contact messages, notifications). */
export type ListedTable = 'audit_log' | 'mail_outbox' | 'newsletter_subscribers' | 'contact_messages' | 'notifications';

/** Narrows a list: one user's rows (notifications), or only the unread ones (tables with `read_at`). */
export interface ListFilter {
  recipientUserId?: string;
  unreadOnly?: boolean;
}

/** The columns this helper reads or filters on; every listed table has the first two. */
type ListedColumns = { id: string; created_at: string; read_at: string | null; recipient_user_id: string };

// One query for five tables: typed here on the columns it touches, and the rows typed back to each table's own.
function db(): Kysely<Record<ListedTable, ListedColumns>> {
  return database().db as unknown as Kysely<Record<ListedTable, ListedColumns>>;
}

function filtered(table: ListedTable, filter: ListFilter) {
  let query = db().selectFrom(table);
  if (filter.recipientUserId !== undefined) query = query.where('recipient_user_id', '=', filter.recipientUserId);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  return query;
}

/** How many rows the list holds (or, with `unreadOnly`, how many of them are unread). */
export async function countRows(table: ListedTable, filter: ListFilter = {}): Promise<number> {
  const row = await filtered(table, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of a dashboard list, newest first (ties by id, so a page boundary never shows a row
 * twice or skips one), with how many rows the list holds: the one query behind every paged list.
 */
export async function pageOfRows<T extends ListedTable>(
  table: T,
  { page, pageSize }: { page: number; pageSize: number },
  filter: ListFilter = {},
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  const [rows, total] = await Promise.all([
    filtered(table, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countRows(table, filter),
  ]);
  return { rows: rows as unknown as Selectable<Database[T]>[], total };
}
