import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as signup } from '@/app/api/signup/route';
import { POST as changePassword } from '@/app/api/user/password/route';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

// The same visible password in two Unicode forms: precomposed (NFC) and decomposed (NFD).
const nfc = 'Crème brûlée für Zoë'.normalize('NFC');
const nfd = nfc.normalize('NFD');

afterAll(releaseDatabase);

describe.each(engines())('password normalisation on %s', (engine) => {
  beforeEach(() => useFreshDatabase(engine));

  it('the two spellings differ as strings (the premise of the tests below)', () => {
    expect(nfd).not.toBe(nfc);
  });

  it('logs in with the NFD spelling of a password set in NFC, and the other way round', async () => {
    expect(
      (await callRoute(signup, { json: { username: 'Ann', email: 'ann@example.com', password: nfc, confirmPassword: nfc } })).status,
    ).toBe(201);
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: nfd } })).status).toBe(200);

    expect(
      (await callRoute(signup, { json: { username: 'Bob', email: 'bob@example.com', password: nfd, confirmPassword: nfd } })).status,
    ).toBe(201);
    expect((await callRoute(login, { json: { email: 'bob@example.com', password: nfc } })).status).toBe(200);
  });

  it('accepts the current password in either form on a change, and the new one is normalised too', async () => {
    const created = await callRoute(signup, { json: { username: 'Ann', email: 'ann@example.com', password: nfc, confirmPassword: nfc } });
    const newNfd = 'Ångström señor'.normalize('NFD');
    const changed = await callRoute(changePassword, { token: created.body.token, json: { currentPassword: nfd, newPassword: newNfd } });
    expect(changed.status).toBe(200);
    expect((await callRoute(login, { json: { email: 'ann@example.com', password: newNfd.normalize('NFC') } })).status).toBe(200);
  });
});
