import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { Database, NewUserRow, UserRow, UserUpdate } from '../schema';

type Executor = Kysely<Database>;
const db = (executor?: Executor) => executor ?? database().db;

export function findUserById(id: string, executor?: Executor): Promise<UserRow | undefined> {
  return db(executor).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(email: string, executor?: Executor): Promise<UserRow | undefined> {
  return db(executor).selectFrom('users').selectAll().where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
}

export async function insertUser(user: NewUserRow, executor?: Executor): Promise<void> {
  await db(executor)
    .insertInto('users')
    .values({ ...user, username_lower: user.username.toLowerCase() })
    .execute();
}

export async function updateUser(id: string, changes: UserUpdate, executor?: Executor): Promise<void> {
  const withLower = changes.username === undefined ? changes : { ...changes, username_lower: changes.username.toLowerCase() };
  await db(executor).updateTable('users').set(withLower).where('id', '=', id).execute();
}

export async function raiseTokenVersion(id: string, updatedAt: string, executor?: Executor): Promise<void> {
  await db(executor)
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: updatedAt }))
    .where('id', '=', id)
    .execute();
}

export async function countAdmins(executor?: Executor): Promise<number> {
  const row = await db(executor)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteUserRow(id: string, executor?: Executor): Promise<void> {
  await db(executor).deleteFrom('users').where('id', '=', id).execute();
}
