'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import type { userSortKeys } from '@/lib/validations/admin';
import { UserAvatar } from '@/components/auth/user-avatar';
import { UserRowActions, type RowAction } from './user-row-actions';

export type SortKey = (typeof userSortKeys)[number];
export type SortState = { sort: SortKey; order: 'asc' | 'desc' };

type Props = {
  users: AdminUser[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  selected: ReadonlyMap<string, AdminUser>;
  onSelect: (user: AdminUser, checked: boolean) => void;
  onSelectPage: (checked: boolean) => void;
  onAction: (action: RowAction, user: AdminUser) => void;
};

const columnLabel = { username: 'username', email: 'email', role: 'role', status: 'status', createdAt: 'joined' } as const;

function SortHeader({ column, sort, onSort }: { column: SortKey; sort: SortState; onSort: (key: SortKey) => void }) {
  const t = useTranslations('AdminUsers');
  const active = sort.sort === column;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2 text-left font-semibold"
    >
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 rounded hover:text-brand-700">
        {t(columnLabel[column])}
        <Icon aria-hidden="true" className={`h-3.5 w-3.5 ${active ? '' : 'opacity-40'}`} />
      </button>
    </th>
  );
}

export function UsersTable({ users, sort, onSort, selected, onSelect, onSelectPage, onAction }: Props) {
  const t = useTranslations('AdminUsers');
  const format = useFormatter();
  const allSelected = users.length > 0 && users.every((user) => selected.has(user._id));
  return (
    <div className="overflow-x-auto rounded-xl border border-surface-line bg-white">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{t('tableCaption', { column: t(columnLabel[sort.sort]), order: sort.order })}</caption>
        <thead className="border-b border-surface-line bg-surface-alt text-ink-muted">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(event) => onSelectPage(event.target.checked)}
                aria-label={t('selectAll')}
                className="h-4 w-4"
              />
            </th>
            <SortHeader column="username" sort={sort} onSort={onSort} />
            <SortHeader column="email" sort={sort} onSort={onSort} />
            <SortHeader column="role" sort={sort} onSort={onSort} />
            <SortHeader column="status" sort={sort} onSort={onSort} />
            <SortHeader column="createdAt" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id} className="border-b border-surface-line last:border-0">
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  checked={selected.has(user._id)}
                  onChange={(event) => onSelect(user, event.target.checked)}
                  aria-label={t('selectUser', { name: user.username })}
                  className="h-4 w-4"
                />
              </td>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <span className="flex items-center gap-2">
                  <UserAvatar name={user.username} image={user.profileImage} size={28} />
                  <span className="max-w-48 truncate">{user.username}</span>
                </span>
              </th>
              <td className="max-w-64 truncate px-3 py-2">{user.email}</td>
              <td className="px-3 py-2">{user.role === 'admin' ? t('roleAdmin') : t('roleUser')}</td>
              <td className="px-3 py-2">
                {user.banned ? (
                  <span
                    title={t('bannedBecause', { reason: user.banReason ?? '' })}
                    className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800"
                  >
                    {t('statusBanned')}
                  </span>
                ) : (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">{t('statusActive')}</span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{format.dateTime(new Date(user.createdAt), { dateStyle: 'medium' })}</td>
              <td className="px-3 py-2">
                <UserRowActions user={user} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
