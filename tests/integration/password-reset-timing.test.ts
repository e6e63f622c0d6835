import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST as requestReset } from '@/app/api/password-reset/route';
import { database } from '@/lib/db/client';
import { insertUser } from '@/lib/db/queries/users';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

const ACCOUNTS = 100;
// Each address may ask three times an hour: 100 accounts and 100 strangers give 300 requests a side.
const REQUESTS_PER_ADDRESS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe.each(engines())('password reset timing on %s', (engine) => {
  it('takes the same time whether or not the address has an account (medians within 10 %)', async () => {
    await useFreshDatabase(engine);
    const now = new Date().toISOString();
    for (let i = 0; i < ACCOUNTS; i++) {
      await insertUser({
        id: randomUUID(),
        username: `member${i}`,
        email: `member${i}@example.com`,
        email_lower: `member${i}@example.com`,
        // Never checked: a reset request does not hash anything.
        password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
        role: 'user',
        profile_image_id: null,
        ban_reason: null,
        created_at: now,
        updated_at: now,
      });
    }
    const asks = shuffled(
      Array.from({ length: ACCOUNTS * REQUESTS_PER_ADDRESS }, (_, i) => [
        { known: true, email: `member${i % ACCOUNTS}@example.com`, ip: `10.1.${i >> 8}.${i & 255}` },
        { known: false, email: `stranger${i % ACCOUNTS}@example.com`, ip: `10.2.${i >> 8}.${i & 255}` },
      ]).flat(),
    );
    const timings = { known: [] as number[], unknown: [] as number[] };
    const mailed = async () => (await database().db.selectFrom('mail_outbox').select('id').execute()).length;
    let links = 0;
    for (const ask of asks) {
      const started = performance.now();
      const result = await callRoute(requestReset, { json: { email: ask.email }, ip: ask.ip });
      timings[ask.known ? 'known' : 'unknown'].push(performance.now() - started);
      expect(result.status).toBe(202);
      // What a request leaves for after its answer must not land inside the next one's timing.
      if (ask.known) links += 1;
      await vi.waitFor(async () => expect(await mailed()).toBe(links), { timeout: 5000, interval: 2 });
    }
    const known = median(timings.known);
    const unknown = median(timings.unknown);
    expect(
      Math.abs(known - unknown) / Math.min(known, unknown),
      `${engine}: medians ${known.toFixed(2)} ms and ${unknown.toFixed(2)} ms`,
    ).toBeLessThan(0.1);
    // The links were still made and mailed, once per request for an account.
    await vi.waitFor(
      async () => {
        expect(await database().db.selectFrom('password_resets').select('token_hash').execute()).toHaveLength(
          ACCOUNTS * REQUESTS_PER_ADDRESS,
        );
        expect(await database().db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(ACCOUNTS * REQUESTS_PER_ADDRESS);
      },
      { timeout: 20_000 },
    );
  }, 120_000);
});
