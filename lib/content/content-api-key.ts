import 'server-only';
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { databaseConfig } from '@/lib/db/config';
import { serverEnv } from '@/lib/env';

const KEY_FILE = 'content-api-key';

/**
 * The bearer key of GET /api/content. CONTENT_API_KEY wins; with the embedded database and no key
 * set, one is generated on first start and kept in the data directory (mode 0600), like the JWT
 * secret. Instances sharing PostgreSQL must answer to one key, so there it is required.
 */
export function resolveContentApiKey(): string {
  const { contentApiKey, dataDir } = serverEnv();
  if (contentApiKey) return contentApiKey;
  if (databaseConfig().engine === 'postgres') {
    throw new Error(
      'CONTENT_API_KEY is required with PostgreSQL: every instance must accept the same key for /api/content. ' +
        'Set CONTENT_API_KEY to at least 24 random bytes, e.g. the output of `openssl rand -base64 32`.',
    );
  }
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another process created it first; then that one's key is read below.
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(key) < 24) throw new Error(`${file} holds a key shorter than 24 bytes; delete it to have a new one made.`);
  return key;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a presented key is the content API key, compared in constant time (hashes hide the length too). */
export function isContentApiKey(presented: string | null): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(resolveContentApiKey()));
}
