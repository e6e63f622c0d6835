import 'server-only';
import { countUsersMatching, listUsersPage } from '@/lib/db/queries/admin-users';
import type { UserListQueryInput } from '@/lib/validations/admin';
import { toAdminUser, type AdminUser } from './admin-user-dto';

export type UserListPage = { users: AdminUser[]; total: number; page: number; pageSize: number };

/** One page of the users table, searched by name or email and sorted by any column. */
export async function listUsers(query: UserListQueryInput): Promise<UserListPage> {
  const search = query.search.toLowerCase();
  const [rows, total] = await Promise.all([
    listUsersPage({ search, sort: query.sort, order: query.order, offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    countUsersMatching(search),
  ]);
  return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
}
