import 'server-only';
import { sql } from 'kysely';
import { database, writeTransaction } from '../client';

export type RateLimitState = { count: number; windowStartedAt: number; lockedUntil: number };

/**
 * Counts one attempt under `key`, starting a new window when the old one is over. One statement,
 * so concurrent requests on any number of instances never lose a count.
 */
export async function countAttempt(key: string, now: number, windowMs: number): Promise<RateLimitState> {
  const expired = sql<boolean>`rate_limits.window_started_at <= ${now - windowMs}`;
  const row = await database()
    .db.insertInto('rate_limits')
    .values({ key, count: 1, window_started_at: now, locked_until: 0 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_started_at: sql`case when ${expired} then ${now} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['count', 'window_started_at', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStartedAt: Number(row.window_started_at), lockedUntil: Number(row.locked_until) };
}

/**
 * Reserves one guess under `key` before the guess is checked: refused (null) while the key is
 * locked; otherwise the guess is counted and, when `lockMsAfter` says this count reaches the limit,
 * the lock is set in the same transaction, as if the guess had already failed (a success clears
 * the key). The row is locked while this runs, so parallel guesses queue and each sees the count
 * the previous one left, on SQLite (BEGIN IMMEDIATE) as on PostgreSQL (SELECT ... FOR UPDATE).
 */
export async function reserveAttempt(
  key: string,
  now: number,
  windowMs: number,
  lockMsAfter: (count: number) => number,
): Promise<{ reserved: boolean; state: RateLimitState }> {
  const { engine } = database();
  return writeTransaction(async (trx) => {
    await trx
      .insertInto('rate_limits')
      .values({ key, count: 0, window_started_at: now, locked_until: 0 })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const select = trx.selectFrom('rate_limits').select(['count', 'window_started_at', 'locked_until']).where('key', '=', key);
    const row = await (engine === 'postgres' ? select.forUpdate() : select).executeTakeFirstOrThrow();
    const current = { count: Number(row.count), windowStartedAt: Number(row.window_started_at), lockedUntil: Number(row.locked_until) };
    if (current.lockedUntil > now) return { reserved: false, state: current };
    const expired = current.windowStartedAt <= now - windowMs;
    const count = expired ? 1 : current.count + 1;
    const lockMs = lockMsAfter(count);
    const state = { count, windowStartedAt: expired ? now : current.windowStartedAt, lockedUntil: lockMs > 0 ? now + lockMs : 0 };
    await trx
      .updateTable('rate_limits')
      .set({ count: state.count, window_started_at: state.windowStartedAt, locked_until: state.lockedUntil })
      .where('key', '=', key)
      .execute();
    return { reserved: true, state };
  });
}

export async function readRateLimit(key: string): Promise<RateLimitState | undefined> {
  const row = await database()
    .db.selectFrom('rate_limits')
    .select(['count', 'window_started_at', 'locked_until'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { count: Number(row.count), windowStartedAt: Number(row.window_started_at), lockedUntil: Number(row.locked_until) };
}

export async function lockRateLimit(key: string, until: number): Promise<void> {
  await database().db.updateTable('rate_limits').set({ locked_until: until }).where('key', '=', key).execute();
}

export async function clearRateLimit(key: string): Promise<void> {
  await database().db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Forgets counters whose window and lock both ended before `olderThan` (epoch ms). */
export async function pruneRateLimits(olderThan: number): Promise<number> {
  const result = await database()
    .db.deleteFrom('rate_limits')
    .where('window_started_at', '<', olderThan)
    .where('locked_until', '<', olderThan)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
