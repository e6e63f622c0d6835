import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { databaseConfig } from '@/lib/db/config';
import { serverEnv } from '@/lib/env';

type StoredSecretSpec = {
  /** The environment variable that sets it, named in the errors. */
  variable: string;
  /** The file in the data directory that keeps a generated one. */
  file: string;
  /** The fewest bytes a secret may have. */
  minBytes: number;
  /** How many random bytes a generated secret holds. */
  generatedBytes: number;
  /** Why several instances must share it, for the error on PostgreSQL. */
  sharedBecause: string;
};

/** The server's secrets, by their name in lib/env.ts. */
const secrets = {
  /** The key that signs login tokens. */
  jwtSecret: {
    variable: 'JWT_SECRET',
    file: 'jwt-secret',
    minBytes: 32,
    generatedBytes: 48,
    sharedBecause: 'every instance must sign and check tokens with the same key',
  },
  /** The bearer key of GET /api/content. */
  contentApiKey: {
    variable: 'CONTENT_API_KEY',
    file: 'content-api-key',
    minBytes: 24,
    generatedBytes: 32,
    sharedBecause: 'every instance must accept the same key for /api/content',
  },
} satisfies Record<string, StoredSecretSpec>;

export type SecretName = keyof typeof secrets;

export const secretNames = Object.keys(secrets) as SecretName[];

/**
 * A server secret: the configured value wins; with the embedded database and none set, one is
 * generated on first start and kept in the data directory (mode 0600). Instances sharing PostgreSQL
 * must agree on it, so there it is required.
 */
export function storedSecret(name: SecretName): string {
  const { variable, file, minBytes, generatedBytes, sharedBecause }: StoredSecretSpec = secrets[name];
  const configured = serverEnv()[name];
  if (configured) return configured;
  if (databaseConfig().engine === 'postgres') {
    throw new Error(
      `${variable} is required with PostgreSQL: ${sharedBecause}. ` +
        `Set ${variable} to at least ${minBytes} random bytes, e.g. the output of \`openssl rand -base64 ${generatedBytes}\`.`,
    );
  }
  const { dataDir } = serverEnv();
  const location = path.join(dataDir, file);
  if (!existsSync(location)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another process created it first; then that one's secret is read below.
    try {
      writeFileSync(location, randomBytes(generatedBytes).toString('base64url'), { flag: 'wx', mode: 0o600 });
      chmodSync(location, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(location, 'utf8').trim();
  if (Buffer.byteLength(secret) < minBytes) {
    throw new Error(`${location} holds a secret shorter than ${minBytes} bytes; delete it to have a new one made.`);
  }
  return secret;
}
