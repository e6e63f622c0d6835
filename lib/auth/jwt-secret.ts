import 'server-only';
import { storedSecret } from './stored-secret';

let cachedKey: Uint8Array | undefined;

export function jwtSigningKey(): Uint8Array {
  cachedKey ??= new TextEncoder().encode(storedSecret('jwtSecret'));
  return cachedKey;
}

export function resetJwtKeyForTests(): void {
  cachedKey = undefined;
}
