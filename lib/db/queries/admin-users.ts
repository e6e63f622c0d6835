import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { database } from '../client';
import type { Database } from '../schema';

export type UserSortKey = 'username' | 'email' | 'role' | 'status' | 'createdAt';

const sortColumns = {
  username: 'username_lower',
  email: 'email_lower',
  role: 'role',
  status: 'banned',
  createdAt: 'created_at',
} as const satisfies Record<UserSortKey, string>;

export type UserListQuery = {
  /** Lower-cased text to find in the username or the email address; empty for everyone. */
  search: string;
  sort: UserSortKey;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

/** `%`, `_` and `\` typed by the admin are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function matches(search: string): Expression<SqlBool> {
  const pattern = containsPattern(search);
  return sql<SqlBool>`(users.username_lower like ${pattern} escape '\\' or users.email_lower like ${pattern} escape '\\')`;
}

const listColumns = ['id', 'username', 'email', 'role', 'banned', 'ban_reason', 'profile_image_id', 'created_at'] as const;

/** One page of users. Every sort has an index ending in the id, so a page never scans the table. */
export function listUsersPage(query: UserListQuery, executor: Kysely<Database> = database().db) {
  let select = executor.selectFrom('users').select(listColumns);
  if (query.search) select = select.where(matches(query.search));
  const column = sortColumns[query.sort];
  select = select.orderBy(column, query.order);
  if (column !== 'email_lower') select = select.orderBy('id', query.order);
  return select.limit(query.limit).offset(query.offset).execute();
}

export async function countUsersMatching(search: string, executor: Kysely<Database> = database().db): Promise<number> {
  let select = executor.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count'));
  if (search) select = select.where(matches(search));
  return Number((await select.executeTakeFirstOrThrow()).count);
}

export type UserCounts = { users: number; newThisWeek: number; banned: number };

export async function countUsersByState(since: string): Promise<UserCounts> {
  const row = await database()
    .db.selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('users'),
      eb.fn.sum<number>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('newThisWeek'),
      eb.fn.sum<number>('banned').as('banned'),
    ])
    .executeTakeFirstOrThrow();
  return { users: Number(row.users), newThisWeek: Number(row.newThisWeek ?? 0), banned: Number(row.banned ?? 0) };
}

/** Admins who can still log in. Banning the last of them would lock everyone out too. */
export async function countActiveAdmins(executor: Kysely<Database>, lockRows: boolean): Promise<number> {
  let select = executor.selectFrom('users').select('id').where('role', '=', 'admin').where('banned', '=', 0);
  // PostgreSQL: lock the admin rows so two admins demoting each other at once cannot both succeed.
  // SQLite needs nothing: its write transactions already run one at a time.
  if (lockRows) select = select.forUpdate();
  return (await select.execute()).length;
}
