'use client';

import { useState, type ReactNode } from 'react';
import { useApiResource, type ApiResource } from './use-api-resource';
import { LoadState } from './load-state';
import { Pagination } from './pagination';

/** What every paged list endpoint answers besides its items. */
export type PageInfo = { total: number; page: number; pageSize: number };

export type PagedList<P extends PageInfo> = ApiResource<P> & { page: number; setPage: (page: number) => void };

/** One page of a paged API list (`?page=&pageSize=`), loaded with the user's token; `setPage` turns it. */
export function usePagedList<P extends PageInfo>(path: string, pageSize: number): PagedList<P> {
  const [page, setPage] = useState(1);
  const resource = useApiResource<P>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=${pageSize}`);
  return { ...resource, page, setPage };
}

export type Column<T> = { header: string; cell: (item: T) => ReactNode; className?: string };

type AdminTableProps<P extends PageInfo, T> = {
  list: PagedList<P>;
  /** The page's items, as its endpoint names them. */
  items: (page: P) => T[];
  /** Said when the list has no items at all. */
  empty: string;
  /** Stable key of an item. */
  itemKey: (item: T) => string;
} & (
  | { columns: Column<T>[]; tableClassName?: string; renderItem?: never }
  | { renderItem: (item: T) => ReactNode; columns?: never; tableClassName?: never }
);

/**
 * A paged admin list: its loading and failure states (with a retry), the empty sentence, the items
 * (as a table of `columns`, or one `renderItem` card each) and the pagination.
 */
export function AdminTable<P extends PageInfo, T>(props: AdminTableProps<P, T>) {
  const { list, empty, itemKey } = props;
  const items = list.data ? props.items(list.data) : null;
  return (
    <>
      <LoadState loading={list.loading && !list.data} error={list.error} onRetry={list.reload} />
      {items && items.length === 0 ? <p className="text-ink-muted">{empty}</p> : null}
      {items && items.length > 0 ? (
        props.columns ? (
          <div className="overflow-x-auto rounded-xl border border-surface-line bg-white">
            <table className={`w-full text-sm ${props.tableClassName ?? ''}`}>
              <thead className="border-b border-surface-line bg-surface-alt text-left text-ink-muted">
                <tr>
                  {props.columns.map((column) => (
                    <th key={column.header} scope="col" className="px-3 py-2">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={itemKey(item)} className="border-b border-surface-line align-top last:border-0">
                    {props.columns.map((column) => (
                      <td key={column.header} className={`px-3 py-2 ${column.className ?? ''}`}>
                        {column.cell(item)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="space-y-3">
            {items.map((item) => (
              <li key={itemKey(item)}>{props.renderItem(item)}</li>
            ))}
          </ul>
        )
      ) : null}
      {list.data ? <Pagination page={list.page} pageSize={list.data.pageSize} total={list.data.total} onPage={list.setPage} /> : null}
    </>
  );
}
