import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as signup } from '@/app/api/signup/route';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

// Every password check ends in Argon2's verify: counting its calls counts the guesses that reached the hash.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      verifications.count += 1;
      return actual.verify(...args);
    },
  };
});

const password = 'correct horse battery';
const FREE_FAILURES = 5;

async function createAccount() {
  const result = await callRoute(signup, { json: { username: 'Ann', email: 'ann@example.com', password, confirmPassword: password } });
  expect(result.status).toBe(201);
}

/** Twenty wrong guesses at once, each from its own address so that only the account limit applies. */
async function parallelGuesses(first: number) {
  const guesses = Array.from({ length: 20 }, (_, i) =>
    callRoute(login, { json: { email: 'ann@example.com', password: `wrong guess ${i}` }, ip: `203.0.113.${first + i}` }),
  );
  return (await Promise.all(guesses)).map((result) => result.status);
}

afterAll(releaseDatabase);

describe.each(engines())('the account lockout under parallel guesses on %s', (engine) => {
  beforeEach(async () => {
    await useFreshDatabase(engine);
    await createAccount();
    verifications.count = 0;
  });

  it('lets exactly the free attempts of a fresh account reach the hash', async () => {
    const statuses = await parallelGuesses(1);
    expect(verifications.count).toBe(FREE_FAILURES);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - FREE_FAILURES);
  });

  it('lets exactly one guess through when one try is left', async () => {
    for (let i = 0; i < FREE_FAILURES - 1; i++) {
      const result = await callRoute(login, { json: { email: 'ann@example.com', password: 'nope nope' }, ip: `198.51.100.${i}` });
      expect(result.status).toBe(401);
    }
    verifications.count = 0;
    const statuses = await parallelGuesses(100);
    expect(verifications.count).toBe(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
  });

  it('still lets the right password in after some failures, and the success clears the count', async () => {
    for (let i = 0; i < FREE_FAILURES - 1; i++) await callRoute(login, { json: { email: 'ann@example.com', password: 'nope nope' } });
    expect((await callRoute(login, { json: { email: 'ann@example.com', password } })).status).toBe(200);
    verifications.count = 0;
    const statuses = await parallelGuesses(150);
    expect(verifications.count).toBe(FREE_FAILURES);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_FAILURES);
  });
});
