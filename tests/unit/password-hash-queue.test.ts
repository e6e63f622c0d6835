import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, HASH_QUEUE_LIMIT, hashPassword, verifyPassword } from '@/lib/auth/password';
import { ApiError } from '@/lib/http/api-error';

describe('password hashing under a flood', () => {
  it('runs a fixed number at once, queues a bounded number, and refuses the rest at once with 429', async () => {
    const extra = 6;
    const settled = await Promise.allSettled(
      Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE_LIMIT + extra }, (_, i) => hashPassword(`flood password ${i}`)),
    );
    const refused = settled.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(extra);
    for (const result of refused) {
      const error = (result as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(429);
      expect(error.headers['Retry-After']).toBe('1');
    }
    // Every admitted hash is real, and the queue drains: the next one is admitted again.
    const first = settled.find((result) => result.status === 'fulfilled') as PromiseFulfilledResult<string>;
    expect(await verifyPassword(first.value, 'flood password 0')).toBe(true);
    expect(await hashPassword('after the flood')).toMatch(/^\$argon2id\$/);
  }, 60_000);
});
