import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { Database } from '../schema';

type Executor = Kysely<Database>;
const db = (executor?: Executor) => executor ?? database().db;

export async function setReaction(
  row: { category: string; locale: string; userId: string; reaction: 'like' | 'unlike'; now: string },
  executor?: Executor,
): Promise<void> {
  await db(executor)
    .insertInto('content_reactions')
    .values({ category: row.category, locale: row.locale, user_id: row.userId, reaction: row.reaction, updated_at: row.now })
    .onConflict((conflict) =>
      conflict.columns(['category', 'locale', 'user_id']).doUpdateSet({ reaction: row.reaction, updated_at: row.now }),
    )
    .execute();
}

export async function clearReaction(category: string, locale: string, userId: string, executor?: Executor): Promise<void> {
  await db(executor)
    .deleteFrom('content_reactions')
    .where('category', '=', category)
    .where('locale', '=', locale)
    .where('user_id', '=', userId)
    .execute();
}

/** One report per user and page; reporting again replaces the reason. */
export async function setReport(
  row: { category: string; locale: string; userId: string; reason: string; now: string },
  executor?: Executor,
): Promise<void> {
  await db(executor)
    .insertInto('content_reports')
    .values({ category: row.category, locale: row.locale, user_id: row.userId, reason: row.reason, created_at: row.now })
    .onConflict((conflict) => conflict.columns(['category', 'locale', 'user_id']).doUpdateSet({ reason: row.reason, created_at: row.now }))
    .execute();
}

export function listReactions(category: string, locale?: string, executor?: Executor) {
  let query = db(executor).selectFrom('content_reactions').select(['locale', 'user_id', 'reaction']).where('category', '=', category);
  if (locale) query = query.where('locale', '=', locale);
  return query.execute();
}

export function listReports(category: string, locale?: string, executor?: Executor) {
  let query = db(executor)
    .selectFrom('content_reports')
    .select(['locale', 'user_id', 'reason', 'created_at'])
    .where('category', '=', category);
  if (locale) query = query.where('locale', '=', locale);
  return query.orderBy('created_at').execute();
}

/** Likes and unlikes of one page in one language, counted in the database. */
export async function countReactions(category: string, locale: string, executor?: Executor): Promise<{ likes: number; unlikes: number }> {
  const rows = await db(executor)
    .selectFrom('content_reactions')
    .select((eb) => ['reaction', eb.fn.countAll<number>().as('count')])
    .where('category', '=', category)
    .where('locale', '=', locale)
    .groupBy('reaction')
    .execute();
  const count = (kind: string) => Number(rows.find((row) => row.reaction === kind)?.count ?? 0);
  return { likes: count('like'), unlikes: count('unlike') };
}

export async function findReaction(category: string, locale: string, userId: string, executor?: Executor) {
  return db(executor)
    .selectFrom('content_reactions')
    .select('reaction')
    .where('category', '=', category)
    .where('locale', '=', locale)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findReport(category: string, locale: string, userId: string, executor?: Executor) {
  return db(executor)
    .selectFrom('content_reports')
    .select('reason')
    .where('category', '=', category)
    .where('locale', '=', locale)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
