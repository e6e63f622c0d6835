'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Mail } from 'lucide-react';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import type { UserListPage } from '@/lib/users/list-users';
import { LoadState } from '../load-state';
import { Pagination } from '../pagination';
import { useApiResource } from '../use-api-resource';
import { DeleteModal } from './delete-modal';
import { EditModal } from './edit-modal';
import { EmailModal } from './email-modal';
import { inputClass } from './field-classes';
import { useAdminAction } from './use-admin-action';
import type { RowAction } from './user-row-actions';
import { UsersTable, type SortKey } from './users-table';
import { readUsersListState, useUsersUrlState } from './use-users-url-state';
import { TextActionModal } from './text-action-modal';

const PAGE_SIZE = 20;
type ModalKind = Exclude<RowAction, 'unban'>;

const SEARCH_DELAY_MS = 300;

export function UsersManager() {
  const t = useTranslations('AdminUsers');
  const [list, writeList] = useUsersUrlState();
  const { search: query, page } = list;
  const sort = { sort: list.sort, order: list.order };
  // What is typed shows at once; it reaches the URL (and the request) once typing pauses.
  const [search, setSearch] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    // The URL changed under the box (back, forward): the box follows, unless it already says the same.
    setShownQuery(query);
    if (search.trim() !== query) setSearch(query);
  }
  const searchTimer = useRef<number | undefined>(undefined);
  function onSearch(value: string) {
    setSearch(value);
    window.clearTimeout(searchTimer.current);
    // A new search starts again at page 1; typing replaces the history entry rather than adding one per pause.
    searchTimer.current = window.setTimeout(() => {
      // The URL as it is then: a sort chosen while typing is kept.
      const current = readUsersListState(new URLSearchParams(window.location.search));
      writeList({ ...current, search: value.trim(), page: 1 }, 'replace');
    }, SEARCH_DELAY_MS);
  }
  // A search still waiting must not rewrite the URL of the page the admin went on to.
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const setPage = (next: number) => writeList({ ...list, page: next }, 'push');
  const params = new URLSearchParams({
    search: query,
    sort: sort.sort,
    order: sort.order,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const { data, error, loading, reload } = useApiResource<UserListPage>(`/api/admin/users?${params}`);

  const [checked, setChecked] = useState<Map<string, AdminUser>>(new Map());
  const [modal, setModal] = useState<ModalKind | null>(null);
  const [selectedUser, setSelectedUser] = useState<AdminUser | null>(null);
  const [editingUser, setEditingUser] = useState<AdminUser | null>(null);
  const [emailRecipients, setEmailRecipients] = useState<AdminUser[]>([]);
  const unban = useAdminAction();

  /** Closing any modal forgets who it was about. */
  function closeModal() {
    setModal(null);
    setSelectedUser(null);
    setEditingUser(null);
    setEmailRecipients([]);
  }

  function finished(ok: boolean) {
    if (ok && modal === 'email' && emailRecipients.length > 1) setChecked(new Map());
    if (ok && modal === 'delete' && selectedUser) setChecked((current) => withoutUser(current, selectedUser._id));
    closeModal();
    reload();
  }

  function onAction(action: RowAction, user: AdminUser) {
    if (action === 'unban') {
      void unban.run(
        () => apiFetch('/api/unban-user', { method: 'POST', json: { userId: user._id } }),
        { success: t('unbanned'), failure: t('unbanFailed') },
        reload,
      );
      return;
    }
    setSelectedUser(user);
    if (action === 'edit') setEditingUser(user);
    if (action === 'email') setEmailRecipients([user]);
    setModal(action);
  }

  function onSort(key: SortKey) {
    writeList({ ...list, sort: key, order: sort.sort === key && sort.order === 'asc' ? 'desc' : 'asc', page: 1 }, 'push');
  }

  const users = data?.users ?? [];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          {data ? <p className="text-sm text-ink-muted">{t('count', { count: data.total })}</p> : null}
        </div>
        <div className="w-full sm:w-72">
          <label htmlFor="users-search" className="block text-sm font-medium">
            {t('searchLabel')}
          </label>
          <input
            id="users-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('searchPlaceholder')}
            maxLength={100}
            className={inputClass}
          />
        </div>
      </div>

      {checked.size > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
          <button
            type="button"
            onClick={() => {
              setEmailRecipients([...checked.values()]);
              setModal('email');
            }}
            className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {t('emailSelected', { count: checked.size })}
          </button>
          <button type="button" onClick={() => setChecked(new Map())} className="underline">
            {t('clearSelection')}
          </button>
        </div>
      ) : null}

      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data ? (
        users.length === 0 ? (
          <p className="rounded-xl border border-surface-line bg-white p-6 text-ink-muted">{t('noUsers')}</p>
        ) : (
          <UsersTable
            users={users}
            sort={sort}
            onSort={onSort}
            selected={checked}
            onSelect={(user, on) => setChecked((current) => (on ? new Map(current).set(user._id, user) : withoutUser(current, user._id)))}
            onSelectPage={(on) =>
              setChecked((current) => {
                const next = new Map(current);
                for (const user of users) {
                  if (on) next.set(user._id, user);
                  else next.delete(user._id);
                }
                return next;
              })
            }
            onAction={onAction}
          />
        )
      ) : null}
      {data ? <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} /> : null}

      {modal === 'ban' && selectedUser ? (
        <TextActionModal action="ban" user={selectedUser} onClose={closeModal} onFinished={finished} />
      ) : null}
      {modal === 'delete' && selectedUser ? <DeleteModal user={selectedUser} onClose={closeModal} onFinished={finished} /> : null}
      {modal === 'notify' && selectedUser ? (
        <TextActionModal action="notify" user={selectedUser} onClose={closeModal} onFinished={finished} />
      ) : null}
      {modal === 'edit' && editingUser ? <EditModal user={editingUser} onClose={closeModal} onFinished={finished} /> : null}
      {modal === 'email' && emailRecipients.length > 0 ? (
        <EmailModal recipients={emailRecipients} onClose={closeModal} onFinished={finished} />
      ) : null}
    </section>
  );
}

function withoutUser(map: ReadonlyMap<string, AdminUser>, id: string): Map<string, AdminUser> {
  const next = new Map(map);
  next.delete(id);
  return next;
}
