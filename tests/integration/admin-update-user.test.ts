import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PUT as updateUser } from '@/app/api/update-user/route';
import { GET as getAvatar } from '@/app/api/avatars/[id]/route';
import { GET as notifications } from '@/app/api/notifications/route';
import { database } from '@/lib/db/client';
import { findUserById } from '@/lib/db/queries/users';
import { callRoute } from '../support/call-route';
import { createAccount } from '../support/accounts';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array; type: string; name: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('profileImage', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .png()
    .toBuffer();

async function setup() {
  const admin = await createAccount('admin@example.com', { role: 'admin' });
  const user = await createAccount('ann@example.com', { username: 'Ann' });
  const fields = { userId: user.id, username: 'Ann', email: 'ann@example.com', role: 'user' };
  const put = (body: FormData) => callRoute(updateUser, { method: 'PUT', token: admin.token, body });
  return { admin, user, fields, put };
}

const auditCount = async () => (await database().db.selectFrom('audit_log').selectAll().execute()).length;

describe.each(engines())('update-user on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('changes name, email and role, notifies the user with edit_user, and records the edit', async () => {
    const { user, fields, put } = await setup();
    const result = await put(multipart({ ...fields, username: 'Annie', email: 'Annie@Example.com', role: 'admin' }));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ _id: user.id, username: 'Annie', email: 'Annie@Example.com', role: 'admin' });
    expect(await findUserById(user.id)).toMatchObject({ email_lower: 'annie@example.com', username_lower: 'annie' });
    const inbox = await callRoute(notifications, { method: 'GET', token: user.token });
    expect(inbox.body.unread).toBe(1);
    expect(inbox.body.notifications).toEqual([expect.objectContaining({ type: 'edit_user', message: 'username,email,role', read: false })]);
    const entry = await database().db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'user.update', target_user_id: user.id });
    expect(JSON.parse(entry.details)).toEqual({ changed: ['username', 'email', 'role'] });
  });

  it('stores a new picture re-encoded as a 256×256 WebP and serves it with its type and caching', async () => {
    const { user, fields, put } = await setup();
    const result = await put(multipart(fields, { bytes: await png(), type: 'image/png', name: 'me.png' }));
    expect(result.status).toBe(200);
    expect(result.body.profileImage).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    const id = result.body.profileImage.split('/').pop();
    const served = await callRoute(getAvatar, { method: 'GET', params: { id } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await findUserById(user.id))!.profile_image_id).toBe(id);
  });

  it.each([
    [
      'a text file named .png',
      async () => ({ bytes: new TextEncoder().encode('not really an image at all'), type: 'image/png', name: 'fake.png' }),
      400,
    ],
    [
      'a PNG signature with garbage after it',
      async () => ({
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]),
        type: 'image/png',
        name: 'broken.png',
      }),
      400,
    ],
    [
      'an SVG',
      async () => ({
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/svg+xml',
        name: 'x.svg',
      }),
      400,
    ],
    ['a file over 2 MB', async () => ({ bytes: new Uint8Array(2 * 1024 * 1024 + 10).fill(7), type: 'image/png', name: 'big.png' }), 413],
  ])('refuses %s and changes nothing', async (_name, makeFile, status) => {
    const { user, fields, put } = await setup();
    const result = await put(multipart({ ...fields, username: 'Changed' }, await makeFile()));
    expect(result.status).toBe(status);
    expect(result.body.error.code).toBe('invalidImage');
    expect(await findUserById(user.id)).toMatchObject({ username: 'Ann', profile_image_id: null });
    expect(await auditCount()).toBe(0);
  });

  it('refuses an image with too many pixels', async () => {
    const { user, fields, put } = await setup();
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(2 * 1024 * 1024);
    const result = await put(multipart(fields, { bytes: huge, type: 'image/png', name: 'huge.png' }));
    expect(result.status).toBe(400);
    expect((await findUserById(user.id))!.profile_image_id).toBeNull();
  });

  it.each([
    ['an unknown field', { isAdmin: 'true' }, 'invalidInput'],
    ['an unknown role', { role: 'owner' }, 'invalidInput'],
    ['a bad email', { email: 'nope' }, 'invalidEmail'],
    ['an empty username', { username: '' }, 'invalidUsername'],
  ])('refuses %s with 400 and changes nothing', async (_name, change, code) => {
    const { user, fields, put } = await setup();
    const result = await put(multipart({ ...fields, ...change }));
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe(code);
    expect(await findUserById(user.id)).toMatchObject({ username: 'Ann', email: 'ann@example.com', role: 'user' });
  });

  it('refuses a JSON body: the endpoint takes multipart', async () => {
    const { admin, fields } = await setup();
    expect((await callRoute(updateUser, { method: 'PUT', token: admin.token, json: fields })).status).toBe(400);
  });

  it('answers 404 for an unknown user and 409 for an address another account has', async () => {
    const { fields, put } = await setup();
    expect((await put(multipart({ ...fields, userId: 'nobody' }))).status).toBe(404);
    const taken = await put(multipart({ ...fields, email: 'ADMIN@example.com' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('emailTaken');
    expect(await auditCount()).toBe(0);
  });

  it('refuses to let an admin demote themselves', async () => {
    const { admin, put } = await setup();
    const result = await put(multipart({ userId: admin.id, username: 'admin', email: 'admin@example.com', role: 'user' }));
    expect(result.status).toBe(409);
    expect(result.body.error.code).toBe('selfAction');
    expect((await findUserById(admin.id))!.role).toBe('admin');
    // Editing their own name is fine.
    expect((await put(multipart({ userId: admin.id, username: 'Chief', email: 'admin@example.com', role: 'admin' }))).status).toBe(200);
  });
});
