import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/contact/route';
import { GET as health } from '@/app/api/health/route';
import { database } from '@/lib/db/client';
import { publicRoute } from '@/lib/http/route';
import { callRoute } from '../support/call-route';
import { releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

const storageFullBody = {
  error: { code: 'storageFull', message: 'The server has no room left to store this. Nothing was saved; please try again later.' },
};

const messages = () => database().db.selectFrom('contact_messages').select('message').execute();

describe('SQLite with a full disk', () => {
  it('answers writes 507 with a clear error, keeps nothing partial, and serves reads and later writes', async () => {
    await useFreshDatabase('sqlite');
    const { db } = database();
    // The file may not grow by a single page: SQLite reports SQLITE_FULL, as on a full disk.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);

    let refused: Awaited<ReturnType<typeof callRoute>> | undefined;
    const stored: string[] = [];
    for (let attempt = 0; attempt < 60 && !refused; attempt++) {
      const text = `${attempt}:`.padEnd(4500, 'x');
      const result = await callRoute(contact, { json: { name: 'Ann', email: 'ann@example.com', message: text }, ip: `192.0.2.${attempt}` });
      if (result.status === 201) stored.push(text);
      else refused = result;
    }
    expect(refused?.status).toBe(507);
    expect(refused?.body).toEqual(storageFullBody);
    expect((await messages()).map((row) => row.message)).toEqual(stored);
    expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows[0]!.integrity_check).toBe('ok');
    expect((await callRoute(health, { method: 'GET' })).status).toBe(200);

    await sql.raw('pragma max_page_count = 1073741823').execute(db);
    const after = await callRoute(contact, { json: { name: 'Ann', email: 'ann@example.com', message: 'room again' }, ip: '192.0.2.200' });
    expect(after.status).toBe(201);
  });
});

describe('a full disk reported by either engine or the file system', () => {
  it.each([
    ['PostgreSQL disk_full', { code: '53100', message: 'could not extend file: No space left on device' }],
    ['ENOSPC', { code: 'ENOSPC', message: 'ENOSPC: no space left on device, write' }],
    ['SQLITE_FULL', { code: 'SQLITE_FULL', message: 'database or disk is full' }],
  ])('%s answers 507 with the storageFull body', async (_name, cause) => {
    const failing = publicRoute({}, async () => {
      throw Object.assign(new Error(cause.message), { code: cause.code });
    });
    const result = await callRoute(failing, { method: 'POST' });
    expect(result.status).toBe(507);
    expect(result.body).toEqual(storageFullBody);
  });
});
