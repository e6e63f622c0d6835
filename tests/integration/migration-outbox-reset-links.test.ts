import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { database } from '@/lib/db/client';
import { migrateToLatest } from '@/lib/db/migrate';
import { migrations } from '@/lib/db/migrations';
import { newResetToken } from '@/lib/auth/password-reset/reset-token';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

const mail = (messages: typeof en, link: string) => messages.PasswordResetMail.body.replace('{link}', link).replace('{minutes}', '60');

describe.each(engines())('migration 0005-outbox-reset-links on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('replaces the live links earlier versions kept in the outbox, in the language of each link, and leaves other mail alone', async () => {
    const handle = database();
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations(handle.engine) } });
    expect((await migrator.migrateTo('0004-my-sizes')).error).toBeUndefined();

    const [english, french] = [newResetToken(), newResetToken()];
    const rows = [
      ['m1', mail(en, `https://shoes.example/reset-password?token=${english}`)],
      ['m2', mail(fr, `https://shoes.example/fr/reset-password?token=${french}`)],
      ['m3', 'Hello, the newsletter is out: https://shoes.example/fr/blog?token=unrelated'],
    ];
    const now = new Date().toISOString();
    for (const [id, body] of rows) {
      await sql`insert into mail_outbox (id, recipients, subject, body, created_at) values (${id}, '["a@example.com"]', 'Subject', ${body}, ${now})`.execute(
        handle.db,
      );
    }

    expect(await migrateToLatest(handle)).toEqual(['0005-outbox-reset-links']);
    const stored = await handle.db.selectFrom('mail_outbox').select(['id', 'body']).orderBy('id').execute();
    const all = JSON.stringify(stored);
    expect(all).not.toContain(english);
    expect(all).not.toContain(french);
    expect(all).not.toContain('reset-password?token=');
    expect(stored[0]!.body).toBe(mail(en, en.PasswordResetMail.linkWithheld));
    expect(stored[1]!.body).toBe(mail(fr, fr.PasswordResetMail.linkWithheld));
    expect(stored[2]!.body).toBe(rows[2]![1]);
  });
});
