import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { storedSecret } from '@/lib/auth/stored-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a presented key is the content API key, compared in constant time (hashes hide the length too). */
export function isContentApiKey(presented: string | null): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(storedSecret('contentApiKey')));
}
