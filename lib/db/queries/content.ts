import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { ContentTranslationsTable, Database } from '../schema';

type Executor = Kysely<Database>;
const db = (executor?: Executor) => executor ?? database().db;

export function findTranslation(category: string, locale: string, executor?: Executor) {
  return db(executor)
    .selectFrom('content_translations')
    .selectAll()
    .where('category', '=', category)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

/** Whether a translation exists, without reading its text. */
export function findTranslationLocale(category: string, locale: string, executor?: Executor) {
  return db(executor)
    .selectFrom('content_translations')
    .select('locale')
    .where('category', '=', category)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

export function listTranslations(category: string, executor?: Executor) {
  return db(executor).selectFrom('content_translations').selectAll().where('category', '=', category).orderBy('locale').execute();
}

export function findRecord(category: string, executor?: Executor) {
  return db(executor).selectFrom('content_records').selectAll().where('category', '=', category).executeTakeFirst();
}

/** Creates the record when it does not exist yet; an existing one keeps its kind and creation time. */
export async function ensureRecord(category: string, kind: 'page' | 'blog', now: string, executor?: Executor): Promise<void> {
  await db(executor)
    .insertInto('content_records')
    .values({ category, kind, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('category').doNothing())
    .execute();
}

export async function touchRecord(category: string, now: string, executor?: Executor): Promise<void> {
  await db(executor).updateTable('content_records').set({ updated_at: now }).where('category', '=', category).execute();
}

export async function upsertTranslation(row: ContentTranslationsTable, executor?: Executor): Promise<void> {
  const { title, description, content, image, faqs, related_tools, origin, default_hash, updated_by, updated_at } = row;
  await db(executor)
    .insertInto('content_translations')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['category', 'locale'])
        .doUpdateSet({ title, description, content, image, faqs, related_tools, origin, default_hash, updated_by, updated_at }),
    )
    .execute();
}

/** What the seed needs to know of a category's existing translations, read in one query. */
export async function seedStates(
  category: string,
  executor?: Executor,
): Promise<Map<string, { origin: string; default_hash: string | null }>> {
  const rows = await db(executor)
    .selectFrom('content_translations')
    .select(['locale', 'origin', 'default_hash'])
    .where('category', '=', category)
    .execute();
  return new Map(rows.map((row) => [row.locale, { origin: row.origin, default_hash: row.default_hash }]));
}

/**
 * Inserts a shipped translation, or refreshes one that still holds an older shipped version; admin
 * edits stay. `existing` is the row's state as `seedStates` read it in the same transaction.
 */
export async function seedTranslation(
  row: ContentTranslationsTable,
  existing: { origin: string; default_hash: string | null } | undefined,
  executor?: Executor,
): Promise<'inserted' | 'refreshed' | 'kept'> {
  if (!existing) {
    await db(executor)
      .insertInto('content_translations')
      .values(row)
      .onConflict((conflict) => conflict.columns(['category', 'locale']).doNothing())
      .execute();
    return 'inserted';
  }
  if (existing.origin !== 'default' || existing.default_hash === row.default_hash) return 'kept';
  const { category, locale, title, description, content, image, faqs, related_tools, default_hash, updated_at } = row;
  await db(executor)
    .updateTable('content_translations')
    .set({ title, description, content, image, faqs, related_tools, default_hash, updated_at })
    .where('category', '=', category)
    .where('locale', '=', locale)
    .where('origin', '=', 'default')
    .execute();
  return 'refreshed';
}

export async function deleteTranslation(category: string, locale: string, executor?: Executor): Promise<boolean> {
  const result = await db(executor)
    .deleteFrom('content_translations')
    .where('category', '=', category)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteRecord(category: string, executor?: Executor): Promise<boolean> {
  await db(executor).deleteFrom('content_reactions').where('category', '=', category).execute();
  await db(executor).deleteFrom('content_reports').where('category', '=', category).execute();
  const result = await db(executor).deleteFrom('content_records').where('category', '=', category).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which languages each category has, for the site-map status page. */
export function listTranslationStates() {
  return database().db.selectFrom('content_translations').select(['category', 'locale', 'origin', 'title', 'updated_at']).execute();
}

/** Blog posts in one language, newest first. */
export function listBlogTranslations(locale: string) {
  return database()
    .db.selectFrom('content_translations')
    .innerJoin('content_records', 'content_records.category', 'content_translations.category')
    .select([
      'content_translations.category',
      'content_translations.title',
      'content_translations.description',
      'content_translations.image',
      'content_records.created_at',
    ])
    .where('content_records.kind', '=', 'blog')
    .where('content_translations.locale', '=', locale)
    .orderBy('content_records.created_at', 'desc')
    .execute();
}

/** Every blog post with the languages it is written in. */
export function listBlogLanguages() {
  return database()
    .db.selectFrom('content_translations')
    .innerJoin('content_records', 'content_records.category', 'content_translations.category')
    .select(['content_translations.category', 'content_translations.locale', 'content_translations.updated_at'])
    .where('content_records.kind', '=', 'blog')
    .execute();
}

/** Every language of every blog post, for the dashboard. */
export function listAllBlogTranslations() {
  return database()
    .db.selectFrom('content_translations')
    .innerJoin('content_records', 'content_records.category', 'content_translations.category')
    .select(['content_translations.category', 'content_translations.locale', 'content_translations.title', 'content_records.created_at'])
    .where('content_records.kind', '=', 'blog')
    .orderBy('content_records.created_at', 'desc')
    .execute();
}
