import 'server-only';
import { serverEnv } from '@/lib/env';
import { storedSecret } from './stored-secret';

/** The key that signs login tokens: JWT_SECRET, or one generated and kept with the embedded database. */
export function resolveJwtSecret(): string {
  return storedSecret({
    variable: 'JWT_SECRET',
    configured: serverEnv().jwtSecret,
    file: 'jwt-secret',
    minBytes: 32,
    generatedBytes: 48,
    sharedBecause: 'every instance must sign and check tokens with the same key',
  });
}

let cachedKey: Uint8Array | undefined;

export function jwtSigningKey(): Uint8Array {
  cachedKey ??= new TextEncoder().encode(resolveJwtSecret());
  return cachedKey;
}

export function resetJwtKeyForTests(): void {
  cachedKey = undefined;
}
