import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { MigrationEngine } from './index';

/**
 * Page content, reactions, extensions and media. Translations are one row per category and
 * language; FAQs and related tools are JSON text, read and written whole with their translation.
 */
export function content(engine: MigrationEngine) {
  const binary = engine === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_records')
        .addColumn('category', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('page', 'blog')`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('content_translations')
        .addColumn('category', 'text', (col) => col.notNull().references('content_records.category').onDelete('cascade'))
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('image', 'text')
        .addColumn('faqs', 'text', (col) => col.notNull())
        .addColumn('related_tools', 'text', (col) => col.notNull())
        .addColumn('origin', 'text', (col) => col.notNull().check(sql`origin in ('default', 'admin')`))
        .addColumn('default_hash', 'text')
        .addColumn('updated_by', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('content_translations_pk', ['category', 'locale'])
        .execute();

      await db.schema
        .createTable('content_reactions')
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reaction', 'text', (col) => col.notNull().check(sql`reaction in ('like', 'unlike')`))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('content_reactions_pk', ['category', 'locale', 'user_id'])
        .execute();

      await db.schema
        .createTable('content_reports')
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('content_reports_pk', ['category', 'locale', 'user_id'])
        .execute();

      await db.schema
        .createTable('extensions')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('enabled', 'disabled')`))
        .addColumn('config', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('media')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('byte_size', 'integer', (col) => col.notNull())
        .addColumn('data', binary, (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('media_created_idx').on('media').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['media', 'extensions', 'content_reports', 'content_reactions', 'content_translations', 'content_records']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
