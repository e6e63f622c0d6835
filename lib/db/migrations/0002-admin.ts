import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { MigrationEngine } from './index';

/**
 * Searching 100,000 users for a piece of a name or address must not read them all. SQLite: an FTS5
 * table with the trigram tokenizer, which finds any substring of three characters or more. It keys
 * rows by user id rather than rowid, since VACUUM may renumber the rowids of a table like users.
 */
async function createSqliteSearch(db: Kysely<unknown>) {
  await sql`create virtual table users_search using fts5(user_id unindexed, username_lower, email_lower, tokenize = 'trigram')`.execute(db);
  await sql`insert into users_search (user_id, username_lower, email_lower) select id, username_lower, email_lower from users`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search (user_id, username_lower, email_lower) values (new.id, new.username_lower, new.email_lower);
  end`.execute(db);
  await sql`create trigger users_search_update after update of username_lower, email_lower on users begin
    delete from users_search where user_id = old.id;
    insert into users_search (user_id, username_lower, email_lower) values (new.id, new.username_lower, new.email_lower);
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    delete from users_search where user_id = old.id;
  end`.execute(db);
}

/**
 * PostgreSQL: trigram GIN indexes (pg_trgm) serve LIKE '%…%'. The extension ships with PostgreSQL
 * and is trusted, so the database's owner may create it; where it cannot be had, search still
 * works, by reading the table. A savepoint keeps that failure from aborting the migration.
 */
async function createPostgresSearch(db: Kysely<unknown>) {
  await sql`savepoint search_indexes`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index users_username_trgm_idx on users using gin (username_lower gin_trgm_ops)`.execute(db);
    await sql`create index users_email_trgm_idx on users using gin (email_lower gin_trgm_ops)`.execute(db);
    await sql`release savepoint search_indexes`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint search_indexes`.execute(db);
    console.warn(`pg_trgm is not available (${(error as Error).message}): searching users reads the whole table.`);
  }
}

type UserNames = { users: { id: string; username: string; username_lower: string } };

/** JavaScript lower-cases every script; SQLite's lower() only ASCII. The app writes the JS form. */
async function backfillUsernames(db: Kysely<unknown>) {
  const typed = db as unknown as Kysely<UserNames>;
  const rows = await typed.selectFrom('users').select(['id', 'username']).execute();
  for (const row of rows) {
    await typed.updateTable('users').set({ username_lower: row.username.toLowerCase() }).where('id', '=', row.id).execute();
  }
}

/**
 * The admin dashboard: notifications, the mail outbox, the audit log and password resets, plus
 * what the users table needs to list, search and sort 100,000 rows quickly.
 */
export function admin(engine: MigrationEngine) {
  return {
    async up(db: Kysely<unknown>) {
      // Sorting by name must ignore letter case on both engines, and use an index to do it.
      await db.schema
        .alterTable('users')
        .addColumn('username_lower', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await backfillUsernames(db);
      await db.schema.createIndex('users_username_sort_idx').on('users').columns(['username_lower', 'id']).execute();
      await db.schema.createIndex('users_created_sort_idx').on('users').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('users_role_sort_idx').on('users').columns(['role', 'id']).execute();
      await db.schema.createIndex('users_banned_sort_idx').on('users').columns(['banned', 'id']).execute();
      await db.schema.createIndex('users_email_sort_idx').on('users').columns(['email_lower', 'id']).execute();
      await (engine === 'sqlite' ? createSqliteSearch(db) : createPostgresSearch(db));

      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('recipient_user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('sender_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('notification', 'edit_user')`))
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('read_at', 'text')
        .execute();
      await db.schema.createIndex('notifications_recipient_idx').on('notifications').columns(['recipient_user_id', 'created_at']).execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('recipients', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();

      // Actor and target are copied as text: the log outlives the accounts it names.
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('actor_user_id', 'text')
        .addColumn('actor_email', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_user_id', 'text')
        .addColumn('target_label', 'text')
        .addColumn('details', 'text', (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

      await db.schema.createIndex('newsletter_created_idx').on('newsletter_subscribers').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('newsletter_created_idx').execute();
      for (const table of ['password_resets', 'audit_log', 'mail_outbox', 'notifications']) await db.schema.dropTable(table).execute();
      if (engine === 'sqlite') {
        for (const trigger of ['users_search_insert', 'users_search_update', 'users_search_delete'])
          await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
        await sql`drop table users_search`.execute(db);
      } else {
        await sql`drop index if exists users_username_trgm_idx`.execute(db);
        await sql`drop index if exists users_email_trgm_idx`.execute(db);
      }
      for (const index of [
        'users_email_sort_idx',
        'users_banned_sort_idx',
        'users_role_sort_idx',
        'users_created_sort_idx',
        'users_username_sort_idx',
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      await db.schema.alterTable('users').dropColumn('username_lower').execute();
    },
  };
}
