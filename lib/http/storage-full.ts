import 'server-only';

// SQLITE_FULL: the file cannot grow; 53100: PostgreSQL's disk_full; ENOSPC: any file write.
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC']);

/** Whether a write failed for want of disk space (so: 507, nothing was saved, try again later). */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_FULL_CODES.has(code);
}
