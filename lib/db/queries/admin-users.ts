import 'server-only';
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

/** A trigram index only knows strings of three characters or more. */
const TRIGRAM = 3;

/**
 * Users whose name or address contains `search`. SQLite asks its trigram FTS table (a quoted
 * phrase: every character literal); PostgreSQL's LIKE uses the pg_trgm indexes by itself.
 */
function matches(search: string, engine: Engine): Expression<SqlBool> {
  if (engine === 'sqlite' && [...search].length >= TRIGRAM) {
    const phrase = `"${search.replaceAll('"', '""')}"`;
    return sql<SqlBool>`users.id in (select user_id from users_search where users_search match ${phrase})`;
  }
  if (engine === 'sqlite') return sql<SqlBool>`(instr(users.username_lower, ${search}) > 0 or instr(users.email_lower, ${search}) > 0)`;
  const pattern = containsPattern(search);
  return sql<SqlBool>`(users.username_lower like ${pattern} escape '\\' or users.email_lower like ${pattern} escape '\\')`;
}

type Engine = 'sqlite' | 'postgres';

const listColumns = ['id', 'username', 'email', 'role', 'banned', 'ban_reason', 'profile_image_id', 'created_at'] as const;

/**
 * One page of users. Each sort has an index ending in the id, and the page's ids are found first
 * from that index alone (a deferred join), so a deep page skips index entries, not table rows.
 */
export function listUsersPage(query: UserListQuery, handle: { db: Kysely<Database>; engine: Engine } = database()) {
  const column = sortColumns[query.sort];
  let ids = handle.db.selectFrom('users').select('id');
  if (query.search) ids = ids.where(matches(query.search, handle.engine));
  ids = ids.orderBy(column, query.order).orderBy('id', query.order).limit(query.limit).offset(query.offset);
  return handle.db
    .selectFrom('users')
    .select(listColumns)
    .where('id', 'in', ids)
    .orderBy(column, query.order)
    .orderBy('id', query.order)
    .execute();
}

export async function countUsersMatching(search: string, handle: { db: Kysely<Database>; engine: Engine } = database()): Promise<number> {
  let select = handle.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count'));
  if (search) select = select.where(matches(search, handle.engine));
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
