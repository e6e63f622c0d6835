import 'server-only';
import { database } from '../client';

/** Stores an address once; returns false when it was already there (in any letter case). */
export async function insertSubscriber(row: { id: string; email: string; locale: string; createdAt: string }): Promise<boolean> {
  const result = await database()
    .db.insertInto('newsletter_subscribers')
    .values({ id: row.id, email: row.email, email_lower: row.email.toLowerCase(), locale: row.locale, created_at: row.createdAt })
    .onConflict((conflict) => conflict.column('email_lower').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every subscriber, newest first, for the CSV export. */
export function listAllSubscribers() {
  return database()
    .db.selectFrom('newsletter_subscribers')
    .select(['email', 'locale', 'created_at'])
    .orderBy('created_at', 'desc')
    .execute();
}
