import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { openDatabase } from '@/lib/db/client';
import { migrateToLatest } from '@/lib/db/migrate';
import { migrations } from '@/lib/db/migrations';
import { databaseConfig } from '@/lib/db/config';
import { findUserByEmail, countAdmins } from '@/lib/db/queries/users';
import { ensureAdmin, GENERATED_ADMIN_EMAIL, setAdminAccount } from '@/lib/users/ensure-admin';
import { storedSecret } from '@/lib/auth/stored-secret';
import { resetServerEnvForTests } from '@/lib/env';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

describe.each(engines())('administrator bootstrap on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('creates the configured admin once and is idempotent', async () => {
    expect(await ensureAdmin('Boss@Example.com', 'boss password 1')).toEqual({ action: 'created', email: 'Boss@Example.com' });
    expect(await ensureAdmin('boss@example.com', 'boss password 1')).toEqual({ action: 'unchanged', email: 'boss@example.com' });
    expect(await countAdmins()).toBe(1);
    expect((await callRoute(login, { json: { email: 'boss@example.com', password: 'boss password 1' } })).status).toBe(200);
  });

  it('promotes an existing account without touching its password at start-up', async () => {
    await setAdminAccount('ann@example.com', 'ann password 1');
    const ann = await findUserByEmail('ann@example.com');
    const { updateUser } = await import('@/lib/db/queries/users');
    await updateUser(ann!.id, { role: 'user' });
    expect((await ensureAdmin('ann@example.com', 'other password 2')).action).toBe('promoted');
    expect((await findUserByEmail('ann@example.com'))!.role).toBe('admin');
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: 'ann password 1' } })).status).toBe(200);
  });

  it('generates an admin with a random password only when none exists', async () => {
    const outcome = await ensureAdmin(undefined, undefined);
    expect(outcome.action).toBe('generated');
    const generated = outcome as { password: string };
    expect(generated.password.length).toBeGreaterThanOrEqual(20);
    expect((await callRoute(login, { json: { email: GENERATED_ADMIN_EMAIL, password: generated.password } })).status).toBe(200);
    expect(await ensureAdmin(undefined, undefined)).toEqual({ action: 'skipped' });
  });

  it('lets several instances starting at once with ADMIN_EMAIL all start, creating the admin once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => ensureAdmin('boss@example.com', 'boss password 1')));
    expect(outcomes.filter((outcome) => outcome.action === 'created')).toHaveLength(1);
    expect(outcomes.every((outcome) => ['created', 'promoted', 'unchanged'].includes(outcome.action))).toBe(true);
    expect(await countAdmins()).toBe(1);
    expect((await callRoute(login, { json: { email: 'boss@example.com', password: 'boss password 1' } })).status).toBe(200);
  });

  it('lets several instances starting at once on an empty database all start, generating one admin', async () => {
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => ensureAdmin(undefined, undefined)));
    expect(outcomes.filter((outcome) => outcome.action === 'generated')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.action === 'skipped')).toHaveLength(4);
    expect(await countAdmins()).toBe(1);
  });

  it('refuses half a configuration and bad values with a reason', async () => {
    await expect(ensureAdmin(undefined, 'lonely password')).rejects.toThrow(/ADMIN_EMAIL/);
    await expect(ensureAdmin('not-an-email', 'good password 1')).rejects.toThrow(/valid email/);
    await expect(ensureAdmin('new@example.com', 'short')).rejects.toThrow(/8 to 128/);
    await expect(ensureAdmin('new@example.com', undefined)).rejects.toThrow(/password/);
    expect(await countAdmins()).toBe(0);
  });

  it('resets the password from the command line and logs out old sessions', async () => {
    await setAdminAccount('ann@example.com', 'ann password 1');
    expect((await setAdminAccount('ann@example.com', 'ann password 2')).action).toBe('password reset');
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: 'ann password 1' } })).status).toBe(401);
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: 'ann password 2' } })).status).toBe(200);
  });
});

describe('JWT secret', () => {
  beforeEach(() => useFreshDatabase('sqlite'));

  it('is generated once under the data directory with owner-only permissions, then reused', () => {
    delete process.env.JWT_SECRET;
    resetServerEnvForTests();
    const first = storedSecret('jwtSecret');
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    const file = path.join(process.env.DATA_DIR!, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(storedSecret('jwtSecret')).toBe(first);
  });

  it('is required with PostgreSQL, and the error says why', () => {
    delete process.env.JWT_SECRET;
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    resetServerEnvForTests();
    expect(() => storedSecret('jwtSecret')).toThrow(/JWT_SECRET is required with PostgreSQL/);
  });

  it('must be at least 32 bytes when set', () => {
    process.env.JWT_SECRET = 'too-short';
    resetServerEnvForTests();
    expect(() => storedSecret('jwtSecret')).toThrow(/at least 32 bytes/);
  });
});

describe.runIf(engines().includes('postgres'))('migrations on PostgreSQL', () => {
  beforeEach(() => useFreshDatabase('postgres'));

  it('run once when several instances start together', async () => {
    // useFreshDatabase already migrated; start from an empty database instead.
    const config = databaseConfig();
    const handles = [openDatabase(config), openDatabase(config), openDatabase(config)];
    try {
      const { sql } = await import('kysely');
      await sql`drop schema public cascade`.execute(handles[0]!.db);
      await sql`create schema public`.execute(handles[0]!.db);
      const applied = await Promise.all(handles.map((handle) => migrateToLatest(handle)));
      // Each migration applied exactly once, by one of the three instances.
      expect(applied.flat()).toEqual(Object.keys(migrations('postgres')));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
