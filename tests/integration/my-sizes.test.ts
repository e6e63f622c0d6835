import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE as deleteMine, GET as getMine, PUT as putMine } from '@/app/api/my-sizes/route';
import { DELETE as deleteAccount } from '@/app/api/user/route';
import { database } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { createAccount } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

const put = (token: string, json: unknown) => callRoute(putMine, { method: 'PUT', path: '/api/my-sizes', token, json });
const get = (token: string, query = '') => callRoute(getMine, { method: 'GET', path: `/api/my-sizes${query}`, token });
const rowsOf = (userId: string) => database().db.selectFrom('my_sizes').selectAll().where('user_id', '=', userId).execute();

describe.each(engines())('my sizes on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('saves, reads, replaces and deletes the user’s own sizes', async () => {
    const ann = await createAccount('ann@example.com');
    expect((await get(ann.token)).body).toEqual({ mySizes: null, everywhere: null });

    const saved = await put(ann.token, { gender: 'men', footLengthMm: 263.4, source: 'photo' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('private, no-store');
    expect(saved.body.mySizes).toMatchObject({ gender: 'men', footLengthMm: 263.4, source: 'photo', fit: null });
    expect(saved.body.everywhere.rows.find((row: { brand: string }) => row.brand === 'nike').sizes.us).toEqual({
      label: '9',
      origin: 'chart',
    });
    expect(await rowsOf(ann.id)).toMatchObject([{ foot_length_tenth_mm: 2634, source: 'photo' }]);

    const replaced = await put(ann.token, { gender: 'men', fit: { brand: 'nike', system: 'us', size: '10' } });
    expect(replaced.body.mySizes).toMatchObject({ source: 'fit', fit: { brand: 'nike', system: 'us', size: '10' } });
    expect(replaced.body.mySizes.createdAt).toBe(saved.body.mySizes.createdAt);
    expect((await get(ann.token)).body.mySizes).toEqual(replaced.body.mySizes);
    expect(await rowsOf(ann.id)).toHaveLength(1);

    const deleted = await callRoute(deleteMine, { method: 'DELETE', path: '/api/my-sizes', token: ann.token });
    expect(deleted.body).toEqual({ deleted: true });
    expect(await rowsOf(ann.id)).toHaveLength(0);
    expect((await get(ann.token, '?page=brand-nike')).body).toEqual({ here: null });
  });

  it('answers a converter page with that page’s sizes', async () => {
    const ann = await createAccount('ann@example.com');
    await put(ann.token, { gender: 'men', footLengthMm: 262 });
    const here = await get(ann.token, '?page=brand-nike');
    expect(here.status).toBe(200);
    expect(here.body.here).toMatchObject({ brand: 'nike', gender: 'men', footLengthMm: 262 });
    expect(here.body.here.sizes[0]).toEqual({ system: 'us', label: '9', origin: 'chart' });
    expect((await get(ann.token, '?page=brand-acme')).status).toBe(400);
  });

  it('refuses bad input with a clear code and keeps what was saved', async () => {
    const ann = await createAccount('ann@example.com');
    await put(ann.token, { gender: 'women', footLengthMm: 240 });
    const before = await rowsOf(ann.id);
    for (const [body, code] of [
      [{ gender: 'women', footLengthMm: 20 }, 'invalidFootLength'],
      [{ gender: 'women' }, 'footLengthRequired'],
      [{ gender: 'women', fit: { brand: 'nike', system: 'us', size: '99' } }, 'fitNotOnChart'],
      [{ gender: 'kids', footLengthMm: 300 }, 'footLengthOutOfRange'],
      [{ gender: 'women', footLengthMm: 240, userId: 'someone-else' }, 'invalidInput'],
    ] as const) {
      const refused = await put(ann.token, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe(code);
    }
    expect(await rowsOf(ann.id)).toEqual(before);
  });

  it('keeps each user to their own row and needs a login', async () => {
    const ann = await createAccount('ann@example.com');
    const bob = await createAccount('bob@example.com');
    await put(ann.token, { gender: 'men', footLengthMm: 270 });
    expect((await get(bob.token)).body).toEqual({ mySizes: null, everywhere: null });
    expect((await callRoute(deleteMine, { method: 'DELETE', path: '/api/my-sizes', token: bob.token })).body).toEqual({ deleted: false });
    await put(bob.token, { gender: 'women', footLengthMm: 230 });
    expect((await get(ann.token)).body.mySizes).toMatchObject({ gender: 'men', footLengthMm: 270 });
    expect((await callRoute(getMine, { method: 'GET', path: '/api/my-sizes' })).status).toBe(401);
    expect((await callRoute(putMine, { method: 'PUT', path: '/api/my-sizes', json: { gender: 'men', footLengthMm: 250 } })).status).toBe(
      401,
    );
    expect((await callRoute(deleteMine, { method: 'DELETE', path: '/api/my-sizes' })).status).toBe(401);
    expect(await rowsOf(ann.id)).toMatchObject([{ foot_length_tenth_mm: 2700 }]);
  });

  it('stores a fit whole or not at all, and one row per user', async () => {
    const ann = await createAccount('ann@example.com');
    const now = new Date().toISOString();
    const row = { user_id: ann.id, gender: 'men', foot_length_tenth_mm: 2650, source: 'typed', created_at: now, updated_at: now } as const;
    await expect(
      database()
        .db.insertInto('my_sizes')
        .values({ ...row, fit_brand: 'nike' })
        .execute(),
    ).rejects.toThrow();
    await database().db.insertInto('my_sizes').values(row).execute();
    await expect(database().db.insertInto('my_sizes').values(row).execute()).rejects.toThrow();
  });

  it('goes with the account when an administrator deletes it', async () => {
    const admin = await createAccount('admin@example.com', { role: 'admin' });
    const ann = await createAccount('ann@example.com');
    const bob = await createAccount('bob@example.com');
    await put(ann.token, { gender: 'men', footLengthMm: 270 });
    await put(bob.token, { gender: 'men', footLengthMm: 250 });
    const removed = await callRoute(deleteAccount, { method: 'DELETE', path: `/api/user?id=${ann.id}`, token: admin.token });
    expect(removed.status).toBe(200);
    expect(await rowsOf(ann.id)).toHaveLength(0);
    expect(await rowsOf(bob.id)).toHaveLength(1);
  });
});
