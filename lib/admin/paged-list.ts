import 'server-only';
import type { Selectable } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { countRows, pageOfRows, type ListFilter, type ListedTable } from '@/lib/db/queries/paged-list';
import type { PageQuery } from '@/lib/validations/admin';

/** What every item of a paged list carries, whatever its table. */
export type ListItem = { _id: string; createdAt: string };

/**
 * A page of a dashboard list as the API answers it: the rows of `table` newest first, each mapped
 * once here (`_id`, `createdAt`) and by `item` (the list's own fields), with the total and, where
 * asked, how many are unread.
 */
export async function pagedList<T extends ListedTable, I extends object>(
  table: T,
  query: PageQuery,
  item: (row: Selectable<Database[T]>) => I,
  { filter = {}, unread = false }: { filter?: ListFilter; unread?: boolean } = {},
) {
  const [{ rows, total }, unreadCount] = await Promise.all([
    pageOfRows(table, query, filter),
    unread ? countRows(table, { ...filter, unreadOnly: true }) : Promise.resolve(undefined),
  ]);
  const items = rows.map((row) => {
    const { id, created_at } = row as unknown as { id: string; created_at: string };
    return { _id: id, createdAt: created_at, ...item(row) } as ListItem & I;
  });
  return { items, total, unread: unreadCount, page: query.page, pageSize: query.pageSize };
}
