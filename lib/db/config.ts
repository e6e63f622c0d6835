import 'server-only';
import path from 'node:path';
import { serverEnv } from '@/lib/env';

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/**
 * DATABASE_URL chooses the engine: `postgres://…` (or `postgresql://…`) for PostgreSQL,
 * `file:/path/app.db` or nothing for the embedded SQLite database under the data directory.
 */
export function databaseConfig(): DatabaseConfig {
  const { databaseUrl, dataDir } = serverEnv();
  if (!databaseUrl) return { engine: 'sqlite', file: path.join(dataDir, 'app.db') };
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return { engine: 'postgres', url: databaseUrl };
  if (databaseUrl.startsWith('file:')) {
    const file = databaseUrl.slice('file:'.length);
    if (!file) throw new Error('DATABASE_URL=file: needs a path, e.g. file:/var/lib/shoes/app.db');
    return { engine: 'sqlite', file: path.resolve(file) };
  }
  throw new Error('DATABASE_URL must start with postgres://, postgresql:// or file:');
}
