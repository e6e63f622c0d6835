import 'server-only';
import { sql, type Kysely } from 'kysely';

/**
 * "My sizes": one row per user with their foot length and, optionally, a brand size that fits them.
 * The foot length is kept in tenths of a millimetre as an integer, so both engines store exactly the
 * value the user saw (a photo reads 263.4 mm) without floating-point drift.
 */
export function mySizes() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('my_sizes')
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('men', 'women', 'kids')`))
        .addColumn('foot_length_tenth_mm', 'integer', (col) => col.notNull().check(sql`foot_length_tenth_mm between 800 and 3600`))
        .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('typed', 'ruler', 'photo', 'fit')`))
        .addColumn('fit_brand', 'text')
        .addColumn('fit_system', 'text')
        .addColumn('fit_size', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        // A fit is whole or absent.
        .addCheckConstraint(
          'my_sizes_fit_whole',
          sql`(fit_brand is null and fit_system is null and fit_size is null) or (fit_brand is not null and fit_system is not null and fit_size is not null)`,
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('my_sizes').execute();
    },
  };
}
