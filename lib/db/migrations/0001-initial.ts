import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { MigrationEngine } from './index';

// Migrations only use column types both engines understand; binary data is the one exception.
export function initial(engine: MigrationEngine) {
  const binary = engine === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('email_lower', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) =>
          col
            .notNull()
            .defaultTo('user')
            .check(sql`role in ('user', 'admin')`),
        )
        .addColumn('profile_image_id', 'text')
        .addColumn('banned', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('ban_reason', 'text')
        .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

      await db.schema
        .createTable('profile_images')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('data', binary, (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('profile_images_user_idx').on('profile_images').column('user_id').execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('window_started_at', 'bigint', (col) => col.notNull())
        .addColumn('locked_until', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('email_lower', 'text', (col) => col.notNull().unique())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('read_at', 'text')
        .execute();
      await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['contact_messages', 'newsletter_subscribers', 'rate_limits', 'profile_images', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
