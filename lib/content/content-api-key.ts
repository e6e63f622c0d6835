import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { storedSecret } from '@/lib/auth/stored-secret';
import { serverEnv } from '@/lib/env';

/** The bearer key of GET /api/content: CONTENT_API_KEY, or one generated and kept with the embedded database. */
export function resolveContentApiKey(): string {
  return storedSecret({
    variable: 'CONTENT_API_KEY',
    configured: serverEnv().contentApiKey,
    file: 'content-api-key',
    minBytes: 24,
    generatedBytes: 32,
    sharedBecause: 'every instance must accept the same key for /api/content',
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a presented key is the content API key, compared in constant time (hashes hide the length too). */
export function isContentApiKey(presented: string | null): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(resolveContentApiKey()));
}
