import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { database } from '@/lib/db/client';
import { migrateToLatest } from '@/lib/db/migrate';
import { migrations } from '@/lib/db/migrations';
import { listUsers } from '@/lib/users/list-users';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

describe.each(engines())('migration 0002-admin on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('rolls back, and brings the accounts of an existing database into search and sorting', async () => {
    const handle = database();
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations(handle.engine) } });
    // Back to the database as it was before the admin migration (and the ones after it).
    const down = await migrator.migrateTo('0001-initial');
    expect(down.error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into users (id, username, email, email_lower, password_hash, role, created_at, updated_at)
      values ('u1', 'Ünal Şahin', 'Unal@Example.com', 'unal@example.com', 'x', 'user', ${now}, ${now})`.execute(handle.db);

    expect(await migrateToLatest(handle)).toEqual(['0002-admin', '0003-content', '0004-my-sizes', '0005-outbox-reset-links']);
    const row = await handle.db.selectFrom('users').select('username_lower').where('id', '=', 'u1').executeTakeFirstOrThrow();
    expect(row.username_lower).toBe('ünal şahin');
    const found = await listUsers({ search: 'şahin', sort: 'username', order: 'asc', page: 1, pageSize: 20 });
    expect(found.users.map((user) => user._id)).toEqual(['u1']);
    expect((await listUsers({ search: 'unal@', sort: 'username', order: 'asc', page: 1, pageSize: 20 })).total).toBe(1);
  });
});
