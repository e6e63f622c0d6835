import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { POST as login } from '@/app/api/login/route';
import { POST as signup } from '@/app/api/signup/route';
import { GET as getUser } from '@/app/api/user/route';
import { env } from '@/lib/env';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, TEST_JWT_SECRET, useFreshDatabase } from '../support/engines';

const password = 'correct horse battery';
const DAY = 24 * 60 * 60;

afterAll(releaseDatabase);

function without(claims: JWTPayload, name: keyof JWTPayload): JWTPayload {
  const copy = { ...claims };
  delete copy[name];
  return copy;
}

/** Signs claims with the site's own key, as someone holding the key (or a sibling deployment) could. */
function signWithSiteKey(claims: JWTPayload) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

describe.each(engines())('token claims on %s', (engine) => {
  let issued: JWTPayload;

  beforeEach(async () => {
    await useFreshDatabase(engine);
    await callRoute(signup, { json: { username: 'Ann', email: 'ann@example.com', password, confirmPassword: password } });
    issued = decodeJwt((await callRoute(login, { json: { email: 'ann@example.com', password } })).body.token);
  });

  const status = async (claims: JWTPayload) => (await callRoute(getUser, { method: 'GET', token: await signWithSiteKey(claims) })).status;
  const now = () => Math.floor(Date.now() / 1000);

  it('issues iss (the site) and aud (its API)', () => {
    expect(issued.iss).toBe(env.SITE_URL);
    expect(issued.aud).toBe(`${env.SITE_URL}/api`);
  });

  it('accepts a token re-signed with the claims the site issues (the control for the cases below)', async () => {
    expect(await status({ ...issued })).toBe(200);
  });

  it.each([
    ['a foreign issuer', (c: JWTPayload) => ({ ...c, iss: 'https://staging.example.com' })],
    ['no issuer', (c: JWTPayload) => without(c, 'iss')],
    ['a foreign audience', (c: JWTPayload) => ({ ...c, aud: 'https://other.example.com/api' })],
    ['no audience', (c: JWTPayload) => without(c, 'aud')],
    ['no iat', (c: JWTPayload) => without(c, 'iat')],
    ['an iat ten minutes in the future', (c: JWTPayload) => ({ ...c, iat: now() + 600, exp: now() + 600 + DAY })],
    ['an exp ten years ahead', (c: JWTPayload) => ({ ...c, exp: now() + 10 * 365 * DAY })],
    ['a lifetime one hour longer than issued', (c: JWTPayload) => ({ ...c, iat: now() - 60, exp: now() - 60 + DAY + 3600 })],
  ])('refuses %s', async (_name, change) => {
    expect(await status(change({ ...issued }))).toBe(401);
  });

  it('tolerates a few seconds of clock difference between instances', async () => {
    expect(await status({ ...issued, iat: now() + 20, exp: now() + 20 + DAY })).toBe(200);
  });
});
