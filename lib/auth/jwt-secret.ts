import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { databaseConfig } from '@/lib/db/config';

const SECRET_FILE = 'jwt-secret';

/**
 * The key that signs login tokens. JWT_SECRET wins; with the embedded database and no secret set,
 * one is generated on first start and kept in the data directory. Several instances on PostgreSQL
 * must share one secret, so there it is required.
 */
export function resolveJwtSecret(): string {
  const { jwtSecret, dataDir } = serverEnv();
  if (jwtSecret) return jwtSecret;
  if (databaseConfig().engine === 'postgres') {
    throw new Error(
      'JWT_SECRET is required with PostgreSQL: every instance must sign and check tokens with the same key. ' +
        'Set JWT_SECRET to at least 32 random bytes, e.g. the output of `openssl rand -base64 48`.',
    );
  }
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another process created it first; then that one's secret is read below.
    try {
      writeFileSync(file, randomBytes(48).toString('base64'), { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret) < 32) throw new Error(`${file} holds a secret shorter than 32 bytes; delete it to have a new one made.`);
  return secret;
}

let cachedKey: Uint8Array | undefined;

export function jwtSigningKey(): Uint8Array {
  cachedKey ??= new TextEncoder().encode(resolveJwtSecret());
  return cachedKey;
}

export function resetJwtKeyForTests(): void {
  cachedKey = undefined;
}
