// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTable, usePagedList, type PageInfo } from '@/components/dashboard/admin-table';
import en from '@/messages/en.json';
import { renderWithIntl } from '../render-with-intl';

type Row = { _id: string; name: string };
type RowsPage = PageInfo & { rows: Row[] };

function Rows({ asTable }: { asTable: boolean }) {
  const list = usePagedList<RowsPage>('/api/admin/rows', 2);
  const common = { list, items: (page: RowsPage) => page.rows, itemKey: (row: Row) => row._id, empty: 'Nothing yet' };
  return asTable ? (
    <AdminTable {...common} columns={[{ header: 'Name', cell: (row) => row.name }]} />
  ) : (
    <AdminTable {...common} renderItem={(row) => <article aria-label={row.name}>{row.name}</article>} />
  );
}

/** Answers the list's GETs from `pages` (by `page=`), recording every URL asked. */
function serve(pages: Record<number, RowsPage | number>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const page = pages[Number(new URL(url, 'http://x').searchParams.get('page'))] ?? 500;
      return typeof page === 'number'
        ? new Response(JSON.stringify({ error: { code: 'generic', message: 'Broken.' } }), { status: page })
        : new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminTable with usePagedList', () => {
  it('says it is loading, then shows the page as a table and turns to the next page', async () => {
    const asked = serve({
      1: {
        rows: [
          { _id: 'a', name: 'Ann' },
          { _id: 'b', name: 'Bo' },
        ],
        total: 3,
        page: 1,
        pageSize: 2,
      },
      2: { rows: [{ _id: 'c', name: 'Cy' }], total: 3, page: 2, pageSize: 2 },
    });
    renderWithIntl(<Rows asTable />);
    expect(screen.getByText(en.AdminCommon.loading)).toBeDefined();
    await screen.findByRole('cell', { name: 'Ann' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeDefined();
    expect(asked).toEqual(['/api/admin/rows?page=1&pageSize=2']);
    act(() => screen.getByRole('button', { name: en.AdminCommon.next }).click());
    await screen.findByRole('cell', { name: 'Cy' });
    expect(screen.queryByRole('cell', { name: 'Ann' })).toBeNull();
    expect(asked.at(-1)).toBe('/api/admin/rows?page=2&pageSize=2');
  });

  it('shows one card per item, or the empty sentence when there are none', async () => {
    serve({ 1: { rows: [{ _id: 'a', name: 'Ann' }], total: 1, page: 1, pageSize: 2 } });
    const { unmount } = renderWithIntl(<Rows asTable={false} />);
    await screen.findByRole('article', { name: 'Ann' });
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    serve({ 1: { rows: [], total: 0, page: 1, pageSize: 2 } });
    renderWithIntl(<Rows asTable={false} />);
    await screen.findByText('Nothing yet');
  });

  it('says a load failed and loads again when asked to', async () => {
    const asked = serve({ 1: 500 });
    renderWithIntl(<Rows asTable />);
    await screen.findByText(en.AdminCommon.loadFailed);
    serve({ 1: { rows: [{ _id: 'a', name: 'Ann' }], total: 1, page: 1, pageSize: 2 } });
    act(() => screen.getByRole('button', { name: en.AdminCommon.retry }).click());
    await screen.findByRole('cell', { name: 'Ann' });
    await waitFor(() => expect(screen.queryByText(en.AdminCommon.loadFailed)).toBeNull());
    expect(asked).toHaveLength(1);
  });
});
