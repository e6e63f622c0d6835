import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { POST as login } from '@/app/api/login/route';
import { POST as signup } from '@/app/api/signup/route';
import { GET as getUser, PATCH as patchUser } from '@/app/api/user/route';
import { POST as changePassword } from '@/app/api/user/password/route';
import { POST as uploadAvatar } from '@/app/api/user/avatar/route';
import { POST as logoutAll } from '@/app/api/user/logout-all/route';
import { GET as getAvatar } from '@/app/api/avatars/[id]/route';
import { findUserByEmail } from '@/lib/db/queries/users';
import { database } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

const password = 'correct horse battery';

async function account(email: string, username = 'Ann') {
  const result = await callRoute(signup, { json: { username, email, password, confirmPassword: password } });
  expect(result.status).toBe(201);
  return result.body.token as string;
}

const profile = async (token: string) => callRoute(getUser, { method: 'GET', token });

afterAll(releaseDatabase);

describe.each(engines())('profile on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('changes the username and email', async () => {
    const token = await account('ann@example.com');
    const result = await callRoute(patchUser, {
      method: 'PATCH',
      token,
      json: { username: 'Annie', email: 'Annie@Example.com', currentPassword: password },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ username: 'Annie', email: 'Annie@Example.com' });
    expect((await profile(token)).body.email).toBe('Annie@Example.com');
    expect(await findUserByEmail('annie@example.com')).toBeDefined();
  });

  it("refuses another account's email and changes nothing", async () => {
    await account('bob@example.com', 'Bob');
    const token = await account('ann@example.com');
    const result = await callRoute(patchUser, {
      method: 'PATCH',
      token,
      json: { username: 'Changed', email: 'BOB@example.com', currentPassword: password },
    });
    expect(result.status).toBe(409);
    expect(result.body.error.code).toBe('emailTaken');
    expect((await profile(token)).body).toMatchObject({ username: 'Ann', email: 'ann@example.com' });
  });

  it.each([
    [{ email: 'nope' }, 'invalidEmail'],
    [{ username: '' }, 'invalidUsername'],
    [{ role: 'admin' }, 'invalidInput'],
    [{}, 'invalidInput'],
  ])('rejects %j with 400 and changes nothing', async (changes, code) => {
    const token = await account('ann@example.com');
    const result = await callRoute(patchUser, { method: 'PATCH', token, json: changes });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe(code);
    expect((await profile(token)).body).toMatchObject({ username: 'Ann', email: 'ann@example.com', role: 'user' });
  });

  it('changes the password only with the current one, and logs out the old token', async () => {
    const token = await account('ann@example.com');
    const wrong = await callRoute(changePassword, { token, json: { currentPassword: 'not it at all', newPassword: 'a brand new secret' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('wrongCurrentPassword');
    expect((await profile(token)).status).toBe(200);

    const weak = await callRoute(changePassword, { token, json: { currentPassword: password, newPassword: 'short' } });
    expect(weak.body.error.code).toBe('weakPassword');

    const changed = await callRoute(changePassword, { token, json: { currentPassword: password, newPassword: 'a brand new secret' } });
    expect(changed.status).toBe(200);
    expect((await profile(token)).status).toBe(401);
    expect((await profile(changed.body.token)).status).toBe(200);
    expect((await callRoute(login, { json: { email: 'ann@example.com', password } })).status).toBe(401);
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: 'a brand new secret' } })).status).toBe(200);
  });

  it('logs out everywhere: every token issued before stops working', async () => {
    const first = await account('ann@example.com');
    const second = (await callRoute(login, { json: { email: 'ann@example.com', password } })).body.token;
    expect((await callRoute(logoutAll, { token: first })).status).toBe(204);
    expect((await profile(first)).status).toBe(401);
    expect((await profile(second)).status).toBe(401);
    const fresh = (await callRoute(login, { json: { email: 'ann@example.com', password } })).body.token;
    expect((await profile(fresh)).status).toBe(200);
  });
});

describe.each(engines())('profile pictures on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();

  it('re-encodes an upload to a 256×256 WebP and serves it with a safe content type', async () => {
    const token = await account('ann@example.com');
    const upload = await callRoute(uploadAvatar, {
      token,
      body: new Uint8Array(await png(640, 480)),
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(200);
    expect(upload.body.profileImage).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    expect((await profile(token)).body.profileImage).toBe(upload.body.profileImage);

    const id = upload.body.profileImage.split('/').pop();
    const served = await callRoute(getAvatar, { method: 'GET', params: { id } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('keeps only the newest picture', async () => {
    const token = await account('ann@example.com');
    for (let i = 0; i < 2; i++) {
      await callRoute(uploadAvatar, { token, body: new Uint8Array(await png(100, 100)), headers: { 'content-type': 'image/png' } });
    }
    const rows = await database().db.selectFrom('profile_images').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 400],
    ['a fake PNG', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]), 400],
    ['an oversized file', Buffer.alloc(2 * 1024 * 1024 + 1, 0xff), 413],
  ])('refuses %s and keeps the old picture', async (_name, body, status) => {
    const token = await account('ann@example.com');
    const result = await callRoute(uploadAvatar, { token, body: new Uint8Array(body), headers: { 'content-type': 'image/png' } });
    expect(result.status).toBe(status);
    expect(result.body.error.code).toBe('invalidImage');
    expect((await profile(token)).body.profileImage).toBeNull();
  });

  it('answers an unknown picture id with 404', async () => {
    expect((await callRoute(getAvatar, { method: 'GET', params: { id: '00000000-0000-0000-0000-000000000000' } })).status).toBe(404);
    expect((await callRoute(getAvatar, { method: 'GET', params: { id: "x' or 1=1" } })).status).toBe(404);
  });

  it('needs a login to upload', async () => {
    expect((await callRoute(uploadAvatar, { body: new Uint8Array(await png(10, 10)) })).status).toBe(401);
  });
});
